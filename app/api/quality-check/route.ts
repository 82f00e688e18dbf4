import { answerQualityCheck } from "@/lib/quality/api";

/** The live quality report (spec §3); lib/quality/api.ts says what each method gets. */
export const dynamic = "force-dynamic";

export const GET = answerQualityCheck;
export const HEAD = answerQualityCheck;
export const POST = answerQualityCheck;
export const PUT = answerQualityCheck;
export const PATCH = answerQualityCheck;
export const DELETE = answerQualityCheck;
export const OPTIONS = answerQualityCheck;
