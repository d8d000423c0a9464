import { languageAssistance } from "../../content/legal/languageAssistance";
import { LegalDocumentPage } from "./LegalDocumentPage";

export default function LanguageAssistancePage() {
  return <LegalDocumentPage document={languageAssistance} />;
}
