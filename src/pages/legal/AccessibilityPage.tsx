import { accessibilityStatement } from "../../content/legal/accessibility";
import { LegalDocumentPage } from "./LegalDocumentPage";

export default function AccessibilityPage() {
  return <LegalDocumentPage document={accessibilityStatement} />;
}
