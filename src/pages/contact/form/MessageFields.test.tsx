import { fireEvent, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { emptyContactForm, type ContactFormValues } from "../../../../contract/contactForm";
import { renderAt } from "../../../test/render";
import { MessageFields } from "./ContactFields";

/** The message fields with their own state, as the form holds them. */
function Fields() {
  const [values, setValues] = useState<ContactFormValues>(emptyContactForm);
  return (
    <MessageFields
      values={values}
      update={(name, value) => setValues((before) => ({ ...before, [name]: value }))}
      errors={{}}
      errorText={(code: string) => code}
    />
  );
}

describe("the contact form's message (issue #52, item 2)", () => {
  it("keeps every word pasted, counts near the limit, and says by how much a message is too long", () => {
    renderAt("/contact", <Fields />);
    const message = screen.getByLabelText("Message") as HTMLTextAreaElement;
    expect(message.maxLength).toBe(-1); // no silent cut
    fireEvent.change(message, { target: { value: "x".repeat(100) } });
    expect(screen.queryByTestId("message-length")).toBeNull();
    fireEvent.change(message, { target: { value: "x".repeat(4800) } });
    expect(screen.getByTestId("message-length").textContent).toBe("4,800 of 5,000 characters");
    const pasted = "palabra ".repeat(1250); // 10,000 characters
    fireEvent.change(message, { target: { value: pasted } });
    expect(message.value).toHaveLength(10_000);
    expect(screen.getByTestId("message-length").textContent).toBe(
      "Your message is 5,000 characters too long. Please shorten it to 5,000 characters.",
    );
  });
});
