import { expect, test } from "@playwright/test";
import { readCsv } from "../lib/reports/csv-read";
import { SANDBOX_AUTH } from "./booking-helpers";
import { bookRide, signedInAs } from "./fixtures";
import { advanceTo, madridIn } from "./journey-helpers";

const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** A YYYY-MM-DD day `months` months from Madrid's today, on its first or last day. */
function monthEdge(months: number, edge: "first" | "last") {
  const [y, m] = madridIn(0).date.split("-").map(Number);
  const d = new Date(Date.UTC(y!, m! - 1 + months + (edge === "last" ? 1 : 0), edge === "last" ? 0 : 1));
  return d.toISOString().slice(0, 10);
}

test("the month's reconciliation lists a sale booked outside Ridedesk, and the report shows what a ride was invoiced", async ({
  browser,
  baseURL,
  request,
}) => {
  const { page } = await signedInAs(browser, baseURL!, request, { role: "admin" });
  // A ride booked here, moved on to its end: the sandbox bills it as it becomes terminated.
  const reason = `Invoiced ${suffix}`;
  const ride = await bookRide(page.request, { rider: `Invoiced Guest ${suffix}`, reason });
  await advanceTo(page.request, ride.journeyId, "terminated");
  // A ride the same requester booked in the provider's own app, charged to the company today.
  const today = madridIn(0).date;
  const chargeCode = `outside-${suffix}`;
  const outside = await page.request.post("/sandbox/_sandbox/sales", {
    headers: { authorization: SANDBOX_AUTH },
    data: {
      requester_id: ride.requesterId,
      charge_code: chargeCode,
      start_at: new Date(Date.now() - 3_600_000).toISOString(),
      end_at: new Date(Date.now() - 1_800_000).toISOString(),
      pickup: { loc: [40.4169, -3.7035], name: "Puerta del Sol" },
      dropoff: { loc: [40.4153, -3.6845], name: "Retiro" },
      total: 2345,
      invoice_date: today,
    },
  });
  expect(outside.status(), await outside.text()).toBe(201);
  // The company's sales read as the daily sweep reads them (a wide range: the sandbox's clock runs fast).
  const read = await page.request.post("/api/e2e/sales", {
    headers: { authorization: SANDBOX_AUTH },
    data: { from: monthEdge(-1, "first"), to: monthEdge(1, "last") },
  });
  expect(read.status(), await read.text()).toBe(201);

  // The report's download and its table say what the ride was invoiced.
  const csv = await page.request.get("/api/reports/export");
  const [header, ...rows] = readCsv((await csv.body()).subarray(3).toString("utf8"));
  const row = rows.map((r) => Object.fromEntries(header!.map((h, i) => [h, r[i]]))).find((r) => r.journey_id === ride.journeyId);
  expect(row?.invoiced_price).toMatch(/^\d+\.\d{2}$/);
  await page.goto("/reports?group=reason");
  const headings = await page.locator('[data-testid="report-table"] thead th').allTextContents();
  const invoiced = headings.findIndex((h) => /^invoiced$/i.test(h.trim()));
  expect(invoiced).toBeGreaterThan(0);
  const line = page.locator(`[data-testid="report-line"][data-key="${reason}"]`);
  await expect(line.locator("th, td").nth(invoiced)).toHaveText(`€${row!.invoiced_price}`);

  // The month's reconciliation lists the sale booked outside Ridedesk with its charge code and amount.
  await page.goto(`/reports/reconciliation?month=${today.slice(0, 7)}`);
  await expect(page.getByRole("heading", { level: 1, name: "Month's reconciliation" })).toBeVisible();
  const sale = page.getByTestId("section-outside").getByRole("row").filter({ hasText: chargeCode });
  await expect(sale).toContainText("€23.45");
  await expect(sale).toContainText("10 %");

  // The month's expense lines are downloaded from the same page, for the same month.
  const expenses = page.getByRole("link", { name: "Expense lines (CSV)" });
  await expect(expenses).toHaveAttribute("href", `/api/expenses?month=${today.slice(0, 7)}&format=csv`);
  const lines = await page.request.get((await expenses.getAttribute("href"))!);
  expect(lines.headers()["content-type"]).toContain("text/csv");
  expect(readCsv((await lines.body()).subarray(3).toString("utf8"))[0]?.[0]).toBe("operator");
});
