export { default, generateMetadata } from "@/components/pages/solar-power-impact";
