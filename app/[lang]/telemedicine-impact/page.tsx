export { default, generateMetadata } from "@/components/pages/telemedicine-impact";
