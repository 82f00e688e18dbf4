export {
  PilotPage as default,
  pilotMetadata as generateMetadata,
} from "@/components/pages/village-accounts";
