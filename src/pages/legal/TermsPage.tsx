import { termsOfUse } from "../../content/legal/terms";
import { LegalDocumentPage } from "./LegalDocumentPage";

export default function TermsPage() {
  return <LegalDocumentPage document={termsOfUse} />;
}
