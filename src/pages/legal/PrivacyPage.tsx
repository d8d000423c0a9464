import { privacyPolicy } from "../../content/legal/privacy";
import { LegalDocumentPage } from "./LegalDocumentPage";

export default function PrivacyPage() {
  return <LegalDocumentPage document={privacyPolicy} />;
}
