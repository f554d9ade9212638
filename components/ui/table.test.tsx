import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ActionsHeader, Cell, EmptyState, HeaderCell, RowHeader, Table, TableBody, TableFoot, TableFrame, TableHead } from "./table";

const render = (density?: "compact" | "roomy") =>
  renderToStaticMarkup(
    <TableFrame bordered>
      <Table caption="Budgets" density={density} data-testid="budgets">
        <TableHead>
          <HeaderCell>Subject</HeaderCell>
          <HeaderCell align="right">Amount</HeaderCell>
          <ActionsHeader label="Actions" />
        </TableHead>
        <TableBody>
          <tr>
            <RowHeader id="row-1">Engineering</RowHeader>
            <Cell numeric>€10.00</Cell>
            <Cell align="right">
              <button type="button">Edit</button>
            </Cell>
          </tr>
        </TableBody>
        <TableFoot>
          <tr>
            <RowHeader plain>Total</RowHeader>
            <Cell numeric>€10.00</Cell>
            <Cell />
          </tr>
        </TableFoot>
      </Table>
    </TableFrame>,
  );

describe("the table kit", () => {
  it("names the table with a caption for screen readers, and keeps the attributes it is given", () => {
    const html = render();
    expect(html).toContain('<caption class="sr-only">Budgets</caption>');
    expect(html).toMatch(/<table data-testid="budgets" data-density="compact" class="group\/table w-full text-left text-sm">/);
    expect(html).toMatch(/^<div class="overflow-x-auto rounded-xl border/);
  });

  it("shows the caption when asked, as a heading over the table", () => {
    const html = renderToStaticMarkup(
      <Table caption="Rows of the file" showCaption>
        <TableBody>{null}</TableBody>
      </Table>,
    );
    expect(html).toMatch(/<caption class="[^"]*font-medium[^"]*">Rows of the file<\/caption>/);
    expect(html).not.toContain("sr-only");
  });

  it("heads every column with scope=col, and names the buttons' column for screen readers only", () => {
    const html = render();
    expect(html.match(/<th scope="col"/g)).toHaveLength(3);
    expect(html).toMatch(/<th scope="col" class="px-3 py-2[^"]*"><span class="sr-only">Actions<\/span><\/th>/);
    expect(html).toMatch(/<th scope="col" class="[^"]*text-right[^"]*">Amount<\/th>/);
  });

  it("names each row with a row header, and right-aligns figures in digits of one width", () => {
    const html = render();
    expect(html).toMatch(/<th scope="row" id="row-1" class="[^"]*font-medium[^"]*">Engineering<\/th>/);
    expect(html).toMatch(/<th scope="row" class="[^"]*font-normal[^"]*">Total<\/th>/);
    expect(html).toMatch(/<td class="[^"]*text-right tabular-nums[^"]*">€10.00<\/td>/);
    expect(html).toContain('<tfoot class="border-t-2');
  });

  it("gives every cell the table's density, headings and rows alike", () => {
    const roomy = render("roomy");
    expect(roomy).toMatch(/<table data-testid="budgets" data-density="roomy" class="group\/table /);
    expect(render()).toContain('data-density="compact"');
    // Each cell is compact unless its table is roomy, so a row drawn by another component matches its table.
    const cells = [...roomy.matchAll(/<t[hd]\s[^>]*class="([^"]*)"/g)].map((m) => m[1]!);
    expect(cells).toHaveLength(9);
    for (const c of cells) expect(c).toMatch(/^px-3 py-2 group-data-\[density=roomy\]\/table:px-4 group-data-\[density=roomy\]\/table:py-3\b/);
  });

  it("says an empty list in a dashed box alone, or plainly inside the table's frame", () => {
    expect(renderToStaticMarkup(<EmptyState data-testid="events-empty">No events yet.</EmptyState>)).toMatch(
      /<p data-testid="events-empty" class="[^"]*border-dashed[^"]*">No events yet.<\/p>/,
    );
    expect(renderToStaticMarkup(<EmptyState inFrame>Nothing here.</EmptyState>)).not.toContain("border-dashed");
  });
});
