import {
  iatiDocument,
  programmeActivity,
  villageActivity,
  type Organisation,
} from "@/lib/funders/iati";
import { getPilot, getVillage } from "@/lib/programme";
import { getRollUp } from "@/lib/roll-up";

export { IATI_PATH, villageIatiPath } from "@/lib/funders/iati-paths";

/**
 * The organisation that reports the programme, as the pilot's status.json publishes it: until it
 * does, no IATI file is offered (an IATI file must name its reporting organisation by the
 * identifier IATI's registry knows it by, and the site invents none).
 */
export const iatiOrganisation = (): Organisation | undefined =>
  getPilot().actuals.status.organisation;

/**
 * /data/iati-activities.xml: the programme, the pilot in full, and a link to every other village
 * the roll-up lists (villages under review are not in it); another village's activity is its own
 * file, so a build never reads every village's folder.
 */
export function programmeIatiFile(generated: Date = new Date()): string | undefined {
  const org = iatiOrganisation();
  if (!org) return undefined;
  const pilot = getPilot();
  const rollUp = getRollUp();
  return iatiDocument(
    [
      programmeActivity(org, pilot, {
        slugs: rollUp.rows.map((r) => r.slug),
        byStage: rollUp.byStage,
        asOf: rollUp.asOf,
      }),
      villageActivity(org, pilot),
    ],
    generated,
  );
}

/** /villages/<slug>/data/iati-activity.xml: one village's activity, or undefined. */
export function villageIatiFile(slug: string, generated: Date = new Date()): string | undefined {
  const org = iatiOrganisation();
  const village = getVillage(slug);
  if (!org || !village) return undefined;
  return iatiDocument([villageActivity(org, village)], generated);
}

export const XML_TYPE = "application/xml; charset=utf-8";

/** The sentence a request for an IATI file gets while the programme publishes no organisation. */
export const NOT_OFFERED =
  "No IATI file is published yet: the programme has not published the IATI identifier of the organisation that reports it.\n";

/** An IATI file as served; while none is offered, a 404 with the sentence that says why. */
export function iatiResponse(xml: string | undefined): Response {
  return xml
    ? new Response(xml, { headers: { "Content-Type": XML_TYPE } })
    : new Response(NOT_OFFERED, {
        status: 404,
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
}
