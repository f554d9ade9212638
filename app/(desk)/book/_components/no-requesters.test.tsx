import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InLanguage } from "@/lib/i18n/testing";
import { NoRequesters } from "./no-requesters";

describe("the booking form without requesters", () => {
  it("links an admin to where requesters are assigned", () => {
    const html = renderToStaticMarkup(
      <InLanguage>
        <NoRequesters manageHref="/admin/users?requesters=u1" />
      </InLanguage>,
    );
    expect(html).toContain('href="/admin/users?requesters=u1"');
    expect(html).not.toContain("Ask an admin");
  });

  it("tells an agent whom to ask, with no link they could not follow", () => {
    const html = renderToStaticMarkup(
      <InLanguage>
        <NoRequesters manageHref={null} />
      </InLanguage>,
    );
    expect(html).toContain("Ask an admin to assign you the people you book rides for.");
    expect(html).not.toContain("<a ");
  });
});
