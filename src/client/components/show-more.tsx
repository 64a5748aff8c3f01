import { Button } from "./ui/button";

/** The button under a list read a page at a time: fetches the next page, once at a time. */
export function ShowMore({
  list,
  children,
}: {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage(): Promise<unknown> };
  children: string;
}) {
  if (!list.hasNextPage) return null;
  return (
    <div className="mt-6 flex justify-center">
      <Button
        variant="secondary"
        busy={list.isFetchingNextPage}
        onClick={() => {
          if (!list.isFetchingNextPage) void list.fetchNextPage();
        }}
      >
        {children}
      </Button>
    </div>
  );
}
