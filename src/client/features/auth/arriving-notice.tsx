/** While a sign-in or sign-up waits its turn (the server asked it to come back), the seconds left. */
export function ArrivingNotice({ secondsLeft }: { secondsLeft: number | null }) {
  return (
    <p role="status" className="text-center text-sm text-muted empty:-mt-4">
      {secondsLeft !== null &&
        `Many people are arriving at once; trying again in ${secondsLeft} second${secondsLeft === 1 ? "" : "s"}`}
    </p>
  );
}
