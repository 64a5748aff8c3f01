import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { ArrowLeft, Search } from "lucide-react";
import { useEffect, useState } from "react";
import { paths } from "../../../domain/routes";
import { Button, ButtonLink } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";
import { TextField } from "../../components/ui/text-field";
import { adminApi, answer } from "../../lib/api-client";
import { useDocumentTitle } from "../../lib/document-title";
import { formatLongDate } from "../../lib/format-date";
import { UsersTable } from "./users-table";

/** docs/architecture.md D8: the in-app user management list, searchable and paged. */
export default function AdminUsersPage() {
  useDocumentTitle("Members | Admin | Grind to Grace");
  return <MemberList />;
}

function useDebounced(value: string, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function MemberList() {
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const q = useDebounced(search.trim(), 300);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search starts on page 1
  useEffect(() => setPage(1), [q]);
  const query = useQuery({
    queryKey: ["admin", "users", q, page],
    queryFn: () => answer(adminApi.users.$get({ query: { q, page: String(page) } })),
    placeholderData: keepPreviousData,
  });
  const data = query.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <section className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <ButtonLink to={paths.admin} variant="ghost" size="sm" className="-ml-3">
        <ArrowLeft aria-hidden="true" className="size-4" />
        Admin Dashboard
      </ButtonLink>
      <h1 className="mt-4 text-4xl">Members</h1>
      <search className="mt-8 flex max-w-md items-end gap-2">
        <TextField
          label="Search by e-mail or name"
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="flex-1"
        />
        <Search aria-hidden="true" className="mb-3 size-5 text-muted" />
      </search>

      <div className="mt-6" aria-live="polite">
        {query.isPending ? (
          <Spinner label="Loading members" className="size-6" />
        ) : query.isError || !data ? (
          <p role="alert">The member list could not be loaded. Please try again.</p>
        ) : (
          <>
            <p className="text-sm text-muted">
              {data.total === 1 ? "1 member" : `${data.total.toLocaleString()} members`}
              {q && ` matching "${q}"`}
            </p>
            <UsersTable users={data.users} formatDate={(iso) => formatLongDate(iso) ?? "—"} />
          </>
        )}
      </div>

      {data && pages > 1 && (
        <nav aria-label="Pages" className="mt-6 flex items-center justify-between gap-4">
          <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Previous
          </Button>
          <p className="text-sm text-muted">
            Page {page} of {pages}
          </p>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pages}
            onClick={() => setPage((p) => p + 1)}
          >
            Next
          </Button>
        </nav>
      )}
    </section>
  );
}
