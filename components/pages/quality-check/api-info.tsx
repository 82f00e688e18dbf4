import { Badge } from "@/components/ui/badge";
import { Card, CardDescription, CardTitle } from "@/components/ui/card";
import { Section } from "@/components/ui/section";
import { formatNumber } from "@/lib/format";
import type { MessageKey } from "@/lib/messages";
import { REPORT_SHARED_CACHE_SECONDS } from "@/lib/quality/cache";
import { QUALITY_API_PATH, QUALITY_HEALTH_PATH } from "@/lib/quality/paths";
import { requestWords } from "@/lib/request-language";

/** A field of an endpoint's JSON answer: `quality-check.api.field.<field>` says what it holds. */
type FieldOf<K> = K extends `quality-check.api.field.${infer F}` ? F : never;
type Field = FieldOf<MessageKey>;

interface Endpoint {
  id: "report" | "health";
  path: string;
  fields: readonly Field[];
}

const endpoints: readonly Endpoint[] = [
  {
    id: "report",
    path: QUALITY_API_PATH,
    fields: [
      "overall_score",
      "deployment_ready",
      "passed",
      "total_tests",
      "critical_issues",
      "recommendations",
      "checks",
    ],
  },
  { id: "health", path: QUALITY_HEALTH_PATH, fields: ["status", "time", "version"] },
];

/** Both endpoints: method, path and the fields of their JSON answers. */
export function ApiInfo({
  overallScore,
  fullScore,
}: {
  /** The score a deployment needs, and what a check that passes scores. */
  overallScore: number;
  fullScore: number;
}) {
  const { lang, t } = requestWords();
  const values = {
    score: formatNumber(overallScore, lang),
    full: formatNumber(fullScore, lang),
  };
  return (
    <Section
      id="api"
      title={t("quality-check.api.title")}
      description={t("quality-check.api.description", {
        minutes: REPORT_SHARED_CACHE_SECONDS / 60,
      })}
    >
      <div className="grid gap-4 lg:grid-cols-2">
        {endpoints.map((endpoint) => (
          <Card key={endpoint.id} className="min-w-0">
            <CardTitle>{t(`quality-check.api.${endpoint.id}.title`)}</CardTitle>
            <p className="mt-2 flex flex-wrap items-center gap-2">
              <Badge tone="primary">GET</Badge>
              <Badge tone="neutral">HEAD</Badge>
              <code className="font-mono text-sm break-all">{endpoint.path}</code>
            </p>
            <CardDescription className="mt-3">
              {t(`quality-check.api.${endpoint.id}.text`)}
            </CardDescription>
            <p className="mt-4 text-sm font-semibold">{t("quality-check.api.fields")}</p>
            <dl className="mt-2 space-y-2 text-sm">
              {endpoint.fields.map((field) => (
                <div key={field}>
                  <dt className="font-mono break-all">{field}</dt>
                  <dd className="text-muted-foreground">
                    {t(`quality-check.api.field.${field}`, values)}
                  </dd>
                </div>
              ))}
            </dl>
          </Card>
        ))}
      </div>
    </Section>
  );
}
