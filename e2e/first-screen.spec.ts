/**
 * The coordinator's first screen (issue #36): people who just wrote are in "Due now" at once, oldest first,
 * with the count, at a laptop's and a phone's size; SPEC's flow works from there. It runs as its own project
 * before the others (playwright.config.ts), on a queue it empties first, so "the first screen" is exactly what a
 * new site's coordinator sees.
 */
import type { Page } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { executeD1 } from "../scripts/lib/d1.ts";
import { fileInquiry, createAdminWithCli, expectNoAxeViolations, expectQueue, logIn, test, expect } from "./support";

async function write(page: Page, name: string) {
  await fileInquiry(page.request, {
    name,
    email: "persona@example.com",
    phone: "(760) 555-0191",
    message: `Quisiera información (${name}).`,
    consent: true,
    language: "es",
  });
}

test("five people write at 1 p.m.: the coordinator's first screen shows all five, oldest first, and SPEC's flow works from it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A new site's queue: nothing open (earlier local runs leave inquiries behind; CI starts empty).
  executeD1(
    "UPDATE inquiries SET status = 'not_interested', closed_reason = 'time', closed_at = created_at, next_step_at = NULL WHERE closed_at IS NULL AND erased_at IS NULL;",
    "local",
  );
  const marker = randomUUID().slice(0, 6);
  const names = [1, 2, 3, 4, 5].map((n) => `Persona ${n} ${marker}`);
  for (const name of names) await write(page, name);

  await page.setViewportSize({ width: 1366, height: 768 });
  await logIn(page, createAdminWithCli("coordinator", `Lupita ${marker}`));
  await expectQueue(page);
  const rows = page.getByTestId("inquiry-row");
  await expect(page.getByRole("link", { name: /Due now/ })).toHaveAttribute("aria-current", "page");
  await expect(page.getByTestId("due-count")).toHaveText("5");
  await expect(rows).toHaveCount(5);
  expect(await rows.evaluateAll((items) => items.map((item) => item.querySelector("a bdi")?.textContent?.trim() ?? ""))).toEqual(names);
  await expect(page.getByTestId("overdue-count")).toContainText("Nobody is waiting past");
  await expect(page.getByTestId("inbox-total")).toBeInViewport();
  await expect(rows.first()).toBeInViewport();
  await expectNoAxeViolations(page);

  // A sixth person writes while the coordinator is on the queue: one fetch brings them, last (they waited least).
  const sixth = `Persona 6 ${marker}`;
  // (The Worker's own test times it: filed and listed first within a second; here the browser shares two
  // cores with another test, so its timing says nothing about the site.)
  await write(page, sixth);
  await page.getByRole("button", { name: "Fetch Inquiries" }).click();
  await expect(rows.last()).toContainText(sixth);
  // It says what it found, and when nothing changed, says that (issue #52).
  await expect(page.getByTestId("fetch-result")).toHaveText("Read again: 1 new, 0 changed, 0 no longer in this list.");
  await page.getByRole("button", { name: "Fetch Inquiries" }).click();
  await expect(page.getByTestId("fetch-result")).toHaveText("Up to date: nothing new since the last read.");

  // On a phone: the count and the first row on the first screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expectQueue(page);
  await expect(page.getByRole("link", { name: /Due now/ })).toBeInViewport();
  await expect(rows.first()).toBeInViewport();
  await expect(rows.first()).toContainText(names[0]!);

  // SPEC: see the new inquiry with its message, Mark as Resolved, it leaves the list, Logout.
  await page.setViewportSize({ width: 1366, height: 768 });
  const first = rows.filter({ hasText: names[0]! });
  await expect(first).toContainText(`Quisiera información (${names[0]})`);
  // Quieter than the row's name, the row's work (issue #52): no border or fill, small text, one click with Undo.
  const resolve = first.getByRole("button", { name: "Mark as Resolved" });
  expect(
    await resolve.evaluate((button) => {
      const style = getComputedStyle(button);
      return { border: style.borderTopWidth, fill: style.backgroundColor, size: style.fontSize };
    }),
  ).toEqual({ border: "0px", fill: "rgba(0, 0, 0, 0)", size: "14px" });
  await resolve.click();
  await expect(rows.filter({ hasText: names[0]! })).toHaveCount(0);
  await expect(rows).toHaveCount(5);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/admin-login/);
});
