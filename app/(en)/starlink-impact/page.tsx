export { default, generateMetadata } from "@/components/pages/starlink-impact";
