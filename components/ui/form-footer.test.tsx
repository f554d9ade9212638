import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FormFooter } from "./form-footer";

const render = (over: Partial<Parameters<typeof FormFooter>[0]> = {}) =>
  renderToStaticMarkup(
    <FormFooter
      outcome={null}
      pending={false}
      dirty={false}
      saveLabel="Save"
      discardLabel="Discard changes"
      onDiscard={() => {}}
      unsavedLabel="Unsaved changes"
      savedNote="Last saved yesterday"
      {...over}
    />,
  );
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

describe("a settings form's footer", () => {
  it("with nothing changed, offers Save and says when the settings were last saved", () => {
    const html = render();
    expect(html).toMatch(/<button type="submit"[^>]*>Save<\/button>/);
    expect(text(html)).toBe("Save Last saved yesterday");
    expect(html).not.toContain('role="status"');
  });

  it("with changes, offers to discard them and says they are unsaved, instead of when it was saved", () => {
    const html = render({ dirty: true });
    expect(html).toMatch(/<button type="button"[^>]*>Discard changes<\/button>/);
    expect(html).toMatch(/<span role="status"[^>]*>Unsaved changes<\/span>/);
    expect(text(html)).not.toContain("Last saved");
  });

  it("while saving, Save is busy and Discard waits", () => {
    const html = render({ dirty: true, pending: true });
    expect(html).toMatch(/<button type="submit" disabled="" aria-busy="true"/);
    expect(html).toMatch(/<button type="button" disabled=""[^>]*>Discard changes<\/button>/);
  });

  it("says the last save's outcome above the buttons, an error as an alert", () => {
    const failed = render({ outcome: { tone: "error", text: "Check the fields marked." } });
    expect(failed).toMatch(/^<div role="alert"[^>]*>.*Check the fields marked\./);
    expect(render({ outcome: { tone: "success", text: "Saved." } })).toMatch(/^<div role="status"[^>]*>.*Saved\./);
  });

  it("without an unsaved word or a saved note, shows only the buttons", () => {
    const html = render({ dirty: true, unsavedLabel: undefined, savedNote: undefined });
    expect(text(html)).toBe("Save Discard changes");
  });
});
