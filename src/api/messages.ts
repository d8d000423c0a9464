import { apiRequest } from "./http";
import { staffFetch } from "./staffFetch";
import type { InquiryActionDto, SentMessageDto } from "../../contract/inbox";
import type { ComposeInput, ComposerDto, PauseDecisionInput, ReplyOwnerInput, UnsubscribedDto } from "../../contract/messaging";
import type { TemplateApproval, TemplateDto, TemplateInput } from "../../contract/messageTemplates";

/** Stops e-mails to the address an unsubscribe link's signed token stands for (no sign-in). */
export const unsubscribe = (token: string) =>
  apiRequest<UnsubscribedDto>("POST", `/api/messages/unsubscribe?t=${encodeURIComponent(token)}`);

/** Where staff may write to the person, and the templates they may send. */
export const fetchComposer = (inquiryId: number, signal?: AbortSignal) =>
  staffFetch<ComposerDto>("GET", `/api/inquiries/${inquiryId}/messages`, { signal });

/** Queues a text or e-mail to the person; the answer holds when it goes and the inquiry as it now is. */
export const sendMessage = (inquiryId: number, input: ComposeInput) =>
  staffFetch<SentMessageDto>("POST", `/api/inquiries/${inquiryId}/messages`, { body: input });

/** The person's replies were read: the inquiry leaves "Unread replies". */
export const markRepliesRead = (inquiryId: number) => staffFetch<void>("POST", `/api/inquiries/${inquiryId}/read`);

/** "This reply belongs to this inquiry" (docs/messaging.md "Who owns a reply"); the answer is the inquiry as it now is. */
export const chooseReplyOwner = (inquiryId: number, input: ReplyOwnerInput) =>
  staffFetch<InquiryActionDto>("POST", `/api/inquiries/${inquiryId}/reply-owner`, { body: input });

/** Staff's decision on texts a possible opt-out paused; the answer is the inquiry as it now is. */
export const decidePausedTexts = (inquiryId: number, input: PauseDecisionInput) =>
  staffFetch<InquiryActionDto>("POST", `/api/inquiries/${inquiryId}/texts-paused`, { body: input });

export const fetchTemplates = (signal?: AbortSignal) => staffFetch<TemplateDto[]>("GET", "/api/message-templates", { signal });
export const createTemplate = (input: TemplateInput) => staffFetch<TemplateDto>("POST", "/api/message-templates", { body: input });
export const updateTemplate = (id: number, input: TemplateInput) =>
  staffFetch<TemplateDto>("PUT", `/api/message-templates/${id}`, { body: input });
export const setTemplateActive = (id: number, active: boolean) =>
  staffFetch<TemplateDto>("PATCH", `/api/message-templates/${id}`, { body: { active } });
export const approveTemplate = (id: number, approval: TemplateApproval) =>
  staffFetch<TemplateDto>("POST", `/api/message-templates/${id}/approval`, { body: approval });
