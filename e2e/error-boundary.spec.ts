import { expect, test } from "./support/test";

// A real rendering failure: the quality API answers 200 with a body that is not a report, so the
// dashboard island throws while rendering it. The page's error boundary must catch it.
test("an unexpected rendering error shows the error screen, and Try Again recovers", async ({
  page,
}) => {
  let broken = true;
  await page.route(/\/api\/quality-check(\?|$)/, (route) =>
    broken
      ? route.fulfill({
          status: 200,
          contentType: "application/json",
          body: '{"overall_score":97}',
        })
      : route.continue(),
  );
  await page.goto("/quality-check");
  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible();
  await expect(
    page.getByText("We encountered an unexpected error. Please try refreshing the page."),
  ).toBeVisible();
  // The chrome stays usable around the error.
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Go Home" })).toHaveAttribute(
    "href",
    "/",
  );

  broken = false;
  await page.getByRole("button", { name: "Try Again" }).click();
  await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Run Check" })).toBeVisible();
  await expect(page.getByText(/Platform Ready for Deployment|Deployment Blocked/)).toBeVisible();
});

test("the error screen speaks the page's language and Go Home keeps it", async ({ page }) => {
  await page.route(/\/api\/quality-check(\?|$)/, (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: "{}" }),
  );
  await page.goto("/hi/quality");
  await expect(page.getByRole("heading", { level: 1, name: "कुछ गड़बड़ हो गई" })).toBeVisible();
  await page.getByRole("main").getByRole("link", { name: "होम पर जाएँ" }).click();
  await expect(page).toHaveURL(/\/hi$/);
});
