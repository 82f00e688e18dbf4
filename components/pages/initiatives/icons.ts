import {
  ClipboardList,
  Eye,
  GraduationCap,
  HandCoins,
  HeartHandshake,
  Laptop,
  Megaphone,
  Moon,
  Stethoscope,
  Sunrise,
  Users,
  type LucideIcon,
} from "lucide-react";
import type { VisionIcon } from "@/content/vision";

/** Icons named in content/vision.ts, imported one by one so only these are bundled. */
export const visionIcons: Record<VisionIcon, LucideIcon> = {
  ClipboardList,
  Eye,
  GraduationCap,
  HandCoins,
  HeartHandshake,
  Laptop,
  Megaphone,
  Moon,
  Stethoscope,
  Sunrise,
  Users,
};
