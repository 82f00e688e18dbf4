export { default, generateMetadata } from "@/components/pages/scaling";
