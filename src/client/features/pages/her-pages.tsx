import { WHAT_COMES_NEXT_SLUG } from "../../../domain/return-prompts";
import { useParams } from "../../lib/router";
import OpenPagePage from "./open-page";
import PagesListPage from "./pages-list-page";
import WhatComesNextPage from "./what-comes-next-page";

/**
 * The pages of her own writing beside the path (D23): the open pages, one open page, and what comes
 * next after day 75, all under /journal/pages. One route and one chunk for the three, so the first
 * download carries one lazy import, not three (the budget of `/`, docs/architecture.md "Budgets").
 */
export default function HerPages() {
  const rest = useParams()["*"] ?? "";
  if (rest.toLowerCase() === WHAT_COMES_NEXT_SLUG) return <WhatComesNextPage />;
  if (rest) return <OpenPagePage />;
  return <PagesListPage />;
}
