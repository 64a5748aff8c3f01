import type { LucideProps } from "lucide-react";
import { __iconData as award } from "lucide-react/icons/award";
import { __iconData as bookOpen } from "lucide-react/icons/book-open";
import { __iconData as menu } from "lucide-react/icons/menu";
import { __iconData as printer } from "lucide-react/icons/printer";
import { __iconData as sun } from "lucide-react/icons/sun";
import { __iconData as x } from "lucide-react/icons/x";
import { type ComponentType, createElement } from "react";

// The icons of the first download (the header's and Home's), drawn from lucide's own shapes by this
// small component rather than lucide-react's, whose runtime would cost Home about 1 kB gzip of its
// 85 kB (docs/architecture.md, "Budgets"). Every page takes these six from here, since a lucide-react
// component of one of them anywhere would bring that runtime back into the first download; the other
// icons are lucide-react's. vite.config.ts marks lucide's components pure so that they can be left out.

/** An icon of the app: one of these six or any of lucide-react's. */
export type Icon = ComponentType<LucideProps>;

function draw({ node }: { node: [tag: string, attributes: Record<string, string>][] }): Icon {
  // Hidden from assistive technology unless given an aria-label, as lucide-react's are. The shapes are
  // separate children, so they need no keys (vite.config.ts leaves lucide's out of these six).
  return ({ size = 24, absoluteStrokeWidth: _, nonScalingStroke: __, ...props }) =>
    createElement(
      "svg",
      {
        xmlns: "http://www.w3.org/2000/svg",
        width: size,
        height: size,
        viewBox: "0 0 24 24",
        fill: "none",
        stroke: "currentColor",
        strokeWidth: 2,
        strokeLinecap: "round",
        strokeLinejoin: "round",
        "aria-hidden": props["aria-label"] ? undefined : true,
        ...props,
      },
      ...node.map(([tag, attributes]) => createElement(tag, attributes)),
    );
}

export const Award = draw(award);
export const BookOpen = draw(bookOpen);
export const Menu = draw(menu);
export const Printer = draw(printer);
export const Sun = draw(sun);
export const X = draw(x);
