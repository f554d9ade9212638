import type { HTMLAttributes, ReactNode, TableHTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from "react";

/** How much room a table's cells take: "compact" inside cards and panels, "roomy" for a page's main list. */
export type Density = "compact" | "roomy";
type Align = "left" | "right" | "center";

const ALIGN: Record<Align, string> = { left: "text-left", right: "text-right", center: "text-center" };
// Cells take their padding from the table around them (its data-density), so a row drawn by another
// component matches its table; CSS rather than a React context, so server components use the kit too.
const PAD = "px-3 py-2 group-data-[density=roomy]/table:px-4 group-data-[density=roomy]/table:py-3";
const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(" ");

/** Scrolls a wide table sideways on a narrow screen; `bordered` when the table stands alone on the page. */
export function TableFrame({ bordered = false, className, children, ...rest }: HTMLAttributes<HTMLDivElement> & { bordered?: boolean }) {
  return (
    <div {...rest} className={classes("overflow-x-auto", bordered && "rounded-xl border border-slate-200 bg-white shadow-sm", className)}>
      {children}
    </div>
  );
}

/** A table with its caption (for screen readers only unless `showCaption`): every table says what it lists. */
export function Table({
  caption,
  showCaption = false,
  density = "compact",
  className,
  children,
  ...rest
}: Omit<TableHTMLAttributes<HTMLTableElement>, "children"> & { caption: ReactNode; showCaption?: boolean; density?: Density; children: ReactNode }) {
  return (
    <table {...rest} data-density={density} className={classes("group/table w-full text-left text-sm", className)}>
      <caption className={showCaption ? "px-3 py-2 text-left text-sm font-medium text-slate-800" : "sr-only"}>{caption}</caption>
      {children}
    </table>
  );
}

/**
 * The column headings' row. `caps` draws them as small capitals (the lists); a matrix whose headings
 * carry sentences of their own (a reason a column is off) leaves them as written.
 */
export function TableHead({
  shaded = false,
  caps = true,
  sticky = false,
  children,
}: {
  shaded?: boolean;
  caps?: boolean;
  sticky?: boolean;
  children: ReactNode;
}) {
  return (
    <thead
      className={classes(
        "border-b border-slate-200 text-xs",
        caps ? "uppercase tracking-wide text-slate-500" : "text-slate-600",
        shaded && "bg-slate-50",
        sticky && "sticky top-0",
      )}
    >
      <tr>{children}</tr>
    </thead>
  );
}

/** A column's heading. */
export function HeaderCell({ align = "left", className, children, ...rest }: Omit<ThHTMLAttributes<HTMLTableCellElement>, "scope"> & { align?: Align }) {
  return (
    <th scope="col" {...rest} className={classes(PAD, "font-medium", ALIGN[align], className)}>
      {children}
    </th>
  );
}

/** The heading of the buttons' column: named for screen readers, blank on screen. */
export function ActionsHeader({ label }: { label: string }) {
  return (
    <th scope="col" className={PAD}>
      <span className="sr-only">{label}</span>
    </th>
  );
}

/** The rows; `top` aligns cells of several lines at their first line. */
export function TableBody({ top = false, children }: { top?: boolean; children: ReactNode }) {
  return <tbody className={classes("divide-y divide-slate-100", top && "align-top")}>{children}</tbody>;
}

/** The totals' rows under the body. */
export function TableFoot({ children }: { children: ReactNode }) {
  return <tfoot className="border-t-2 border-slate-200 bg-slate-50 font-semibold">{children}</tfoot>;
}

/**
 * The cell that names its row (a screen reader says it before each cell of the row). `plain` leaves
 * its weight to what is inside, for a name with a line of detail under it.
 */
export function RowHeader({ plain = false, className, children, ...rest }: Omit<ThHTMLAttributes<HTMLTableCellElement>, "scope"> & { plain?: boolean }) {
  return (
    <th scope="row" {...rest} className={classes(PAD, "text-left", plain ? "font-normal" : "font-medium text-slate-900", className)}>
      {children}
    </th>
  );
}

/** A data cell; `numeric` right-aligns figures with digits of one width so columns of them line up. */
export function Cell({ align, numeric = false, className, children, ...rest }: TdHTMLAttributes<HTMLTableCellElement> & { align?: Align; numeric?: boolean }) {
  return (
    <td {...rest} className={classes(PAD, numeric ? "text-right tabular-nums" : align && ALIGN[align], className)}>
      {children}
    </td>
  );
}

/**
 * What a list says when it has nothing to show, in place of an empty table. Alone on the page it is a
 * dashed box; `inFrame` when it sits inside the table's own frame (under the headings or instead of them).
 */
export function EmptyState({ inFrame = false, className, children, ...rest }: HTMLAttributes<HTMLParagraphElement> & { inFrame?: boolean }) {
  return (
    <p
      {...rest}
      className={classes("text-center text-sm text-slate-600", inFrame ? "px-4 py-8" : "rounded-lg border border-dashed border-slate-300 px-6 py-8", className)}
    >
      {children}
    </p>
  );
}
