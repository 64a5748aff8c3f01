import { ChecklistTool } from "./checklist-tool";

// spec §2 Ask for Help Challenge: 10 items, a reflection, "n/10 completed", Print Progress, Reset Challenge.
export default function AskForHelpPage() {
  return <ChecklistTool tool="askForHelp" />;
}
