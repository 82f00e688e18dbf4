import { iatiDocument, villageActivity } from "@/lib/funders/iati";
import { getPilot } from "@/lib/programme";
import { fixtureIati, GENERATED } from "@/lib/testing/iati";
import { iatiSchemasDir, SCHEMAS_ADVICE, xmllint as check } from "@/lib/testing/iati-schemas";

/**
 * The IATI files checked against the official IATI 2.03 schema with xmllint (Debian's
 * libxml2-utils), as a donor's validator would check them. The schemas may not be committed here:
 * without them the test is skipped, and says where to put them.
 */
const schemas = iatiSchemasDir();
if (!schemas) console.warn(`The IATI schema test is skipped: ${SCHEMAS_ADVICE}.`);

const xmllint = (xml: string, name: string) => check(schemas!, xml, name);

(schemas ? describe : describe.skip)(
  schemas ? "the IATI files validate against the IATI 2.03 schema" : `skipped: ${SCHEMAS_ADVICE}`,
  () => {
    it("the programme's file and a village's own, as the fixture build serves them", async () => {
      const files = await fixtureIati();
      expect(xmllint(files.programme!, "iati-activities.xml")).toEqual({ ok: true, output: "" });
      expect(xmllint(files.second!, "iati-activity.xml")).toEqual({ ok: true, output: "" });
    });

    it("the pilot's real files, before any money moves, under a test organisation", () => {
      const org = { identifier: "XX-TEST-SCHEMA", name: "Schema test", type: "22" } as const;
      const xml = iatiDocument([villageActivity(org, getPilot())], GENERATED);
      expect(xmllint(xml, "pilot.xml")).toEqual({ ok: true, output: "" });
    });

    it("fails a file whose elements are out of the schema's order, naming the element", async () => {
      const files = await fixtureIati();
      // activity-status must come before activity-date: put it after the last one.
      const swapped = files.second!.replace(
        /(\s*<activity-status code="\d"\/>)((?:\s*<activity-date [^>]*\/>)+)/,
        "$2$1",
      );
      expect(swapped).not.toBe(files.second);
      const verdict = xmllint(swapped, "out-of-order.xml");
      expect(verdict.ok).toBe(false);
      expect(verdict.output).toMatch(/activity-status/);
    });
  },
);
