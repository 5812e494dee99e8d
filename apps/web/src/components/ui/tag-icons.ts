import {
  Apple, Bike, ChefHat, GraduationCap, House, Landmark, Map, Newspaper, PartyPopper, Search,
  Shirt, Sofa, Sparkles, Sun, Tag, TriangleAlert, Wrench, type LucideIcon,
} from 'lucide-react';

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

export function tagIcon(name: string | undefined): LucideIcon {
  return (name && icons[name]) || Tag;
}
