import {
  Apple,
  Bike,
  ChefHat,
  GraduationCap,
  House,
  Landmark,
  Map,
  Newspaper,
  PartyPopper,
  Search,
  Shirt,
  Sofa,
  Sparkles,
  Sun,
  Tag,
  TriangleAlert,
  Wrench,
  type LucideIcon,
  type LucideProps,
} from 'lucide-react';
import { createElement } from 'react';

/** The contract names icons in lucide's kebab-case; these are the components for them. */
const icons: Record<string, LucideIcon> = {
  'triangle-alert': TriangleAlert,
  newspaper: Newspaper,
  'graduation-cap': GraduationCap,
  landmark: Landmark,
  search: Search,
  apple: Apple,
  house: House,
  sofa: Sofa,
  shirt: Shirt,
  wrench: Wrench,
  sparkles: Sparkles,
  'party-popper': PartyPopper,
  'chef-hat': ChefHat,
  map: Map,
  sun: Sun,
  bike: Bike,
};

interface TagIconProps extends LucideProps {
  name: string | undefined;
}

/** The icon of a system tag, or a plain tag icon for free tags. */
export function TagIcon({ name, ...props }: TagIconProps) {
  return createElement((name && icons[name]) || Tag, props);
}
