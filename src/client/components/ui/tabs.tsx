import * as TabsPrimitive from "@radix-ui/react-tabs";
import type { ComponentProps } from "react";

// Radix tabs follow the ARIA tabs pattern (arrow keys move between tabs).
export const Tabs = TabsPrimitive.Root;

export function TabsList({ className = "", ...rest }: ComponentProps<typeof TabsPrimitive.List>) {
  return <TabsPrimitive.List className={`flex gap-1 rounded-full bg-sand p-1 ${className}`} {...rest} />;
}

export function TabsTrigger({ className = "", ...rest }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={`inline-flex min-h-10 flex-1 items-center justify-center whitespace-nowrap rounded-full px-4 text-sm font-semibold text-muted transition-colors hover:text-ink data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm ${className}`}
      {...rest}
    />
  );
}

export const TabsContent = TabsPrimitive.Content;
