import { readActuals } from "@/content/ledger/read";
import { scratchActuals } from "@/lib/testing/scratch-actuals";

const { dir, write, remove, problems } = scratchActuals();

describe("status.json: every problem gets file:line, what is wrong and what is allowed", () => {
  it("status.json: broken JSON, an unknown stage, a missing file", () => {
    write("status.json", '{\n  "asOf": "2026-05-31",\n  "stage": "Running"\n}\n');
    expect(problems()).toEqual([
      'status.json:3: stage "Running" is not a stage. Use one of: Pre-Implementation, Implementation, Completed.',
    ]);
    write("status.json", '{\n  "asOf": "2026-05-31"\n  "stage": "Implementation"\n}\n');
    expect(problems()[0]).toMatch(/^status\.json:3: the file is not valid JSON/);
    remove("status.json");
    expect(problems()[0]).toMatch(/^status\.json:1: the file is missing\. It holds \{ "asOf"/);
  });

  it("status.json: a contact that is not an email address or a phone number, and one that is", () => {
    const contact = (email: string, phone: string) =>
      `{\n  "asOf": "2026-05-31",\n  "stage": "Implementation",\n  "contact": {\n    "email": "${email}",\n    "phone": "${phone}"\n  }\n}\n`;
    write("status.json", contact("team at example.org", "77123"));
    expect(problems()).toEqual([
      'status.json:5: email "team at example.org" is not an email address. Write it as name@example.org.',
      'status.json:6: phone "77123" is not a phone number. Write digits, spaces and dashes, with + and the country code in front, for example +91 77123 45678.',
    ]);
    write("status.json", contact("team@example.org", "+91 77123 45678"));
    expect(readActuals(dir()).actuals?.status.contact).toEqual({
      email: "team@example.org",
      phone: "+91 77123 45678",
    });
  });

  it("status.json: a date written as a number, and a file that is not one { … }", () => {
    write("status.json", '{\n  "asOf": 20260531,\n  "stage": "Implementation"\n}\n');
    expect(problems()).toEqual([
      'status.json:2: "asOf" must be text in double quotes. It holds { "asOf": "YYYY-MM-DD", "stage": "Pre-Implementation" }, and may hold "familiesHelped": 0, "contact": { "email": "…", "phone": "…" }, and, once issued, "organisation", "registrations" and "upi" (docs/updating-the-figures.md).',
    ]);
    write("status.json", "[]\n");
    expect(problems()[0]).toMatch(
      /^status\.json:1: the file does not hold one \{ … \} of fields\./,
    );
  });

  it("status.json: families helped that are not a count of the village's families, and a count", () => {
    const status = (families: string) =>
      `{\n  "asOf": "2026-05-31",\n  "stage": "Implementation",\n  "familiesHelped": ${families}\n}\n`;
    const allowed =
      "Write how many of the village's 342 households the programme has helped so far, as whole digits: 0 until the first.";
    write("status.json", status("12.5"));
    expect(problems()).toEqual([
      `status.json:4: familiesHelped 12.5 is not a number of the village's families. ${allowed}`,
    ]);
    write("status.json", status("400"));
    expect(problems()).toEqual([
      `status.json:4: familiesHelped 400 is not a number of the village's families. ${allowed}`,
    ]);
    write("status.json", status('"24"'));
    expect(problems()[0]).toMatch(
      /^status\.json:4: "familiesHelped" must be a number without quotes\./,
    );
    write("status.json", status("24"));
    expect(readActuals(dir()).actuals?.status.familiesHelped).toBe(24);
  });

  it("status.json: the funders' fields (organisation, registrations, UPI), wrong and right", () => {
    const status = (fields: string) =>
      `{\n  "asOf": "2026-05-31",\n  "stage": "Implementation",\n${fields}\n}\n`;
    write(
      "status.json",
      status(
        '  "organisation": {\n    "identifier": "IN MCA 123",\n    "name": "Team",\n    "type": "NGO"\n  },\n  "registrations": { "80G": "" },\n  "upi": {\n    "id": "not an id",\n    "payee": "Team"\n  }',
      ),
    );
    expect(problems()).toEqual([
      expect.stringMatching(
        /^status\.json:5: organisation identifier "IN MCA 123" is not an IATI organisation identifier\. Copy the identifier/,
      ),
      expect.stringMatching(
        /^status\.json:7: organisation type "NGO" is not an IATI organisation type\. Use one of IATI's codes, in quotes: "10" \(Government\),/,
      ),
      expect.stringMatching(/^status\.json:11: upi id "not an id" is not a UPI ID\. Write it as/),
      expect.stringMatching(/^status\.json:10: "upi" is published with no "contact"/),
      'status.json:9: "80G" is empty. Write it as issued, or leave the field out until it is.',
    ]);
    write("status.json", status('  "registrations": { "80G": "AAA", "12B": "x" }'));
    expect(problems()).toEqual([
      expect.stringMatching(
        /^status\.json:4: "12B" is not a field of "registrations": "registrations" must be \{ "CSR-1": "…", "12A": "…", "80G": "…", "FCRA": "…" \}/,
      ),
    ]);
    write("status.json", status('  "registrations": { "80G": "applied" }'));
    expect(problems()).toEqual([
      expect.stringMatching(
        /^status\.json:4: registration 80G "applied" is not a registration number\. Write the number exactly/,
      ),
    ]);
    write("status.json", status('  "upi": { "id": "team@upi", "payee": "Team" }'));
    expect(problems()).toEqual([
      'status.json:4: "upi" is published with no "contact": a donor who gives by UPI sends the payment\'s reference to the office for the tax receipt, and could not reach it. Publish the office\'s "contact": { "email": "…" } (or "phone") in this file as well, or leave "upi" out until there is one.',
    ]);
    write("status.json", status('  "upi": { "id": "team@upi" }'));
    expect(problems()).toEqual([
      expect.stringMatching(/^status\.json:4: "upi\.payee" is missing: "upi" must be \{ "id"/),
    ]);
    write(
      "status.json",
      status(
        '  "organisation": { "identifier": "IN-MCA-U85300CT2025NPL000001", "name": "Team", "type": "22" },\n  "registrations": { "80G": "AAATV1234FF20251" },\n  "contact": { "email": "office@example.org" },\n  "upi": { "id": "village.team@sbi", "payee": "गाँव टीम" }',
      ),
    );
    expect(problems()).toEqual([]);
    const { organisation, registrations, upi } = readActuals(dir()).actuals!.status;
    expect(organisation).toEqual({
      identifier: "IN-MCA-U85300CT2025NPL000001",
      name: "Team",
      type: "22",
    });
    expect(registrations).toEqual({ "80G": "AAATV1234FF20251" });
    expect(upi).toEqual({ id: "village.team@sbi", payee: "गाँव टीम" });
  });
});
