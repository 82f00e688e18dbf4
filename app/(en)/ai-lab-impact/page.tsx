export { default, generateMetadata } from "@/components/pages/ai-lab-impact";
