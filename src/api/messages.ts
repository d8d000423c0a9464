import { apiRequest } from "./http";
import type { SentMessageDto } from "../../contract/inbox";
import type { ComposeInput, ComposerDto, UnsubscribedDto } from "../../contract/messaging";
import type { TemplateApproval, TemplateDto, TemplateInput } from "../../contract/messageTemplates";

/** Stops e-mails to the address an unsubscribe link's signed token stands for (no sign-in). */
export const unsubscribe = (token: string) =>
  apiRequest<UnsubscribedDto>("POST", `/api/messages/unsubscribe?t=${encodeURIComponent(token)}`);

/** Where staff may write to the person, and the templates they may send. */
export const fetchComposer = (token: string, inquiryId: number, signal?: AbortSignal) =>
  apiRequest<ComposerDto>("GET", `/api/inquiries/${inquiryId}/messages`, { token, signal });

/** Queues a text or e-mail to the person; the answer holds when it goes and the inquiry as it now is. */
export const sendMessage = (token: string, inquiryId: number, input: ComposeInput) =>
  apiRequest<SentMessageDto>("POST", `/api/inquiries/${inquiryId}/messages`, { token, body: input });

/** The person's replies were read: the inquiry leaves "Unread replies". */
export const markRepliesRead = (token: string, inquiryId: number) =>
  apiRequest<void>("POST", `/api/inquiries/${inquiryId}/read`, { token });

export const fetchTemplates = (token: string, signal?: AbortSignal) =>
  apiRequest<TemplateDto[]>("GET", "/api/message-templates", { token, signal });
export const createTemplate = (token: string, input: TemplateInput) =>
  apiRequest<TemplateDto>("POST", "/api/message-templates", { token, body: input });
export const updateTemplate = (token: string, id: number, input: TemplateInput) =>
  apiRequest<TemplateDto>("PUT", `/api/message-templates/${id}`, { token, body: input });
export const setTemplateActive = (token: string, id: number, active: boolean) =>
  apiRequest<TemplateDto>("PATCH", `/api/message-templates/${id}`, { token, body: { active } });
export const approveTemplate = (token: string, id: number, approval: TemplateApproval) =>
  apiRequest<TemplateDto>("POST", `/api/message-templates/${id}/approval`, { token, body: approval });
