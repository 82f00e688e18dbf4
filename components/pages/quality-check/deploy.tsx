import { Section } from "@/components/ui/section";
import packageJson from "@/package.json";
import { DEPLOY_SECTION_ID } from "./dashboard-section";
import { requestWords } from "@/lib/request-language";

/** Where 'Deploy Now' leads: deploying is the host's job, and this says how it is done. */
export function DeployInfo() {
  const { t } = requestWords();
  return (
    <Section
      id={DEPLOY_SECTION_ID}
      title={t("quality-check.deploy.title")}
      description={t("quality-check.deploy.description")}
    >
      <ol className="max-w-3xl list-decimal space-y-3 pl-5">
        <li>{t("quality-check.deploy.vercel")}</li>
        <li>{t("quality-check.deploy.siteUrl")}</li>
        {/* The Node.js the project runs on, as package.json's engines field names it. */}
        <li>{t("quality-check.deploy.node", { node: packageJson.engines.node })}</li>
      </ol>
    </Section>
  );
}
