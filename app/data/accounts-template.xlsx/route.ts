import { buildTemplate } from "@/lib/open-data/template";

/** Built once at build time: exceljs runs here only, never in a visitor's browser. */
export const dynamic = "force-static";

export async function GET(): Promise<Response> {
  return new Response(await buildTemplate(), {
    headers: {
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": 'attachment; filename="accounts-template.xlsx"',
    },
  });
}
