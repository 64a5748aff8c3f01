import { ChecklistTool } from "./checklist-tool";

// spec §2 Get it Together: 4 categories × 5 items, a counter, a reflection, Print Checklist, Reset Progress.
export default function GetTogetherPage() {
  return <ChecklistTool tool="getTogether" />;
}
