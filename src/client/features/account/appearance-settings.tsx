import { type MutationStatus, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId } from "react";
import {
  type Appearance,
  type TextSize,
  type Theme,
  textSizeLabels,
  textSizes,
  themeLabels,
  themes,
} from "../../../domain/appearance";
import { Card } from "../../components/ui/card";
import { answer, appearanceApi } from "../../lib/api-client";
import { chooseAppearance, loadAppearance, localAppearance } from "../../lib/appearance";

/** What the line under the choices says, by where the last save stands. */
const saveMessages = {
  idle: "",
  pending: "Saving…",
  success: "Saved. Your other devices will look the same.",
  error: "We could not save this just now; it holds on this device. Try again when you are back online.",
} satisfies Record<MutationStatus, string>;

/** Her theme and text size: applied at once, kept on the server for every device she uses. */
export function AppearanceSettings() {
  const queryClient = useQueryClient();
  const stored = useQuery({
    queryKey: ["appearance"],
    // Undefined when she chose again while the answer was on its way: her newer choice, kept on this device, stands.
    queryFn: async () => (await loadAppearance()) ?? localAppearance(),
    // This device's copy shows at once; the server's answer confirms it.
    placeholderData: localAppearance,
    // Loaded once a visit, as the page always did: a refetch would undo a choice that held only on this device.
    refetchOnWindowFocus: false,
    // Offline, the load fails at once, as a plain fetch did, rather than waiting paused for the network.
    networkMode: "always",
  });
  const save = useMutation({
    mutationFn: (next: Appearance) => answer(appearanceApi.index.$put({ json: next })),
    // Applied and shown at once; the server's echo is not written back, so a slow answer to an
    // earlier choice never undoes a later one.
    onMutate: (next) => {
      chooseAppearance(next);
      queryClient.setQueryData(["appearance"], next);
    },
    // Offline, the save fails and says so (the message above) rather than waiting paused.
    networkMode: "always",
  });
  const appearance = stored.data ?? localAppearance();
  const choose = (next: Appearance) => save.mutate(next);

  return (
    <Card aria-busy={stored.isFetching}>
      <h2 className="text-xl">Appearance</h2>
      <p className="mt-2 text-muted">For reading late at night, or with tired eyes.</p>
      <div className="mt-5 flex flex-col gap-5">
        <Choices
          legend="Theme"
          options={themes}
          labels={themeLabels}
          value={appearance.theme}
          onChange={(theme: Theme) => choose({ ...appearance, theme })}
        />
        <Choices
          legend="Text size"
          options={textSizes}
          labels={textSizeLabels}
          value={appearance.textSize}
          onChange={(textSize: TextSize) => choose({ ...appearance, textSize })}
        />
      </div>
      <p role="status" className="mt-4 min-h-6 text-sm text-muted">
        {saveMessages[save.status]}
      </p>
    </Card>
  );
}

interface ChoicesProps<T extends string> {
  legend: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
}

function Choices<T extends string>({ legend, options, labels, value, onChange }: ChoicesProps<T>) {
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-3 text-sm font-semibold text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const checked = option === value;
          return (
            <label
              key={option}
              className={`inline-flex min-h-11 cursor-pointer items-center rounded-full border px-4 text-sm font-semibold transition-colors has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-clay ${
                checked
                  ? "border-clay bg-clay text-white"
                  : "border-linen bg-white text-ink hover:border-clay/40"
              }`}
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={checked}
                onChange={() => onChange(option)}
                className="sr-only"
              />
              {labels[option]}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
