import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type ContentItem,
  type ContentKindName,
  type ContentList,
  contentKinds,
  type EditableValue,
} from "../../../content/content-editing";
import { apiPath } from "../../../domain/api-paths";
import { ApiError, api } from "../../lib/api";
import { toast } from "../../lib/toast";
import { adminKeys } from "./admin-keys";
import { failed } from "./use-messages";

// The console's content editor (docs/architecture.md, "Editing the content"): a kind's list, one piece, and
// the draft, publish and restore actions, each of which answers the piece as it now is. The same five calls
// for every kind, at the addresses contentKinds writes.

const listUrl = (kind: ContentKindName) => `${apiPath("adminContent")}/${contentKinds[kind].list}`;
const itemUrl = (kind: ContentKindName, key: string) =>
  `${apiPath("adminContent")}/${contentKinds[kind].path(key)}`;

export const useContentList = (kind: ContentKindName) =>
  useQuery({ queryKey: adminKeys.contentList(kind), queryFn: () => api<ContentList>(listUrl(kind)) });

export const useContentItem = <K extends ContentKindName>(kind: K, key: string) =>
  useQuery({
    queryKey: adminKeys.contentItem(kind, key),
    queryFn: () => api<ContentItem<EditableValue<K>>>(itemUrl(kind, key)),
  });

type Item<K extends ContentKindName> = ContentItem<EditableValue<K>>;

/** One action on a piece: its answer replaces the piece's copy; the list and the audit log are read again. */
function useContentAction<K extends ContentKindName, T>(
  kind: K,
  key: string,
  act: (url: string, input: T) => Promise<Item<K>>,
  done: (item: Item<K>) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: T) => act(itemUrl(kind, key), input),
    onSuccess: (item: Item<K>) => {
      client.setQueryData(adminKeys.contentItem(kind, key), item);
      void client.invalidateQueries({ queryKey: adminKeys.contentList(kind), exact: true });
      void client.invalidateQueries({ queryKey: adminKeys.audit() });
      done(item);
    },
    onError: (error: Error) => {
      // Someone else's newer draft (409 on a save) comes with it: show theirs.
      const current = error instanceof ApiError ? (error.body.current as Item<K> | undefined) : undefined;
      if (current) client.setQueryData(adminKeys.contentItem(kind, key), current);
      if (!(error instanceof ApiError && error.status === 400 && error.body.rule)) failed(error);
    },
  });
}

const published = (item: { published: { version: number } }) =>
  toast.success(`Published as version ${item.published.version}.`);

export const useSaveDraft = <K extends ContentKindName>(kind: K, key: string) =>
  useContentAction(
    kind,
    key,
    (url, body: { value: EditableValue<K>; baseRevision: number }) =>
      api<Item<K>>(`${url}/draft`, { method: "PUT", body }),
    () => toast.success("Draft saved. Members still see the published version."),
  );

export const usePublish = <K extends ContentKindName>(kind: K, key: string) =>
  useContentAction(kind, key, (url) => api<Item<K>>(`${url}/publish`, { method: "POST" }), published);

export const useRestore = <K extends ContentKindName>(kind: K, key: string) =>
  useContentAction(
    kind,
    key,
    (url, version: number) => api<Item<K>>(`${url}/restore`, { method: "POST", body: { version } }),
    published,
  );
