// Each lucide-react icon module also exports its shapes (`__iconData`), which its types leave out;
// components/first-screen-icons.tsx draws the first download's icons from them.
interface LucideShapes {
  node: [tag: string, attributes: Record<string, string>][];
}
declare module "lucide-react/icons/award" {
  export const __iconData: LucideShapes;
}
declare module "lucide-react/icons/book-open" {
  export const __iconData: LucideShapes;
}
declare module "lucide-react/icons/menu" {
  export const __iconData: LucideShapes;
}
declare module "lucide-react/icons/printer" {
  export const __iconData: LucideShapes;
}
declare module "lucide-react/icons/sun" {
  export const __iconData: LucideShapes;
}
declare module "lucide-react/icons/x" {
  export const __iconData: LucideShapes;
}

export {};
