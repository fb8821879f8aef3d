import {
  Briefcase,
  Camera,
  Car,
  ChartLine,
  Dumbbell,
  Gamepad2,
  GraduationCap,
  Hammer,
  Headset,
  House,
  Languages,
  Laptop,
  Music,
  Palette,
  PartyPopper,
  PawPrint,
  PenLine,
  Scale,
  Sparkles,
  Store,
  Truck,
  UtensilsCrossed,
  Wrench,
  type LucideIcon,
} from 'lucide-react';

const iconsBySlug: Record<string, LucideIcon> = {
  'design-and-creative': Palette,
  technology: Laptop,
  'education-and-tutoring': GraduationCap,
  'repair-and-maintenance': Wrench,
  'delivery-and-moving': Truck,
  photography: Camera,
  'music-and-audio': Music,
  'food-and-catering': UtensilsCrossed,
  'beauty-and-wellness': Sparkles,
  'health-and-fitness': Dumbbell,
  'home-and-garden': House,
  business: Briefcase,
  'automotive-services': Car,
  'pet-services': PawPrint,
  'legal-services': Scale,
  'writing-and-translation': PenLine,
  'event-planning': PartyPopper,
  'virtual-assistance': Headset,
  'handyman-services': Hammer,
  'language-lessons': Languages,
  'financial-consulting': ChartLine,
  'gaming-coaching': Gamepad2,
};

/** A decorative icon for a category; hidden from assistive technology because the name is always shown beside it. */
export function CategoryIconSet({ slug, className }: { slug: string; className?: string }) {
  const Icon = iconsBySlug[slug] ?? Store;
  return <Icon aria-hidden="true" className={className} />;
}
