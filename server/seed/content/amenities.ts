import type { IconName } from './icons'
import type { Trilingual } from './types'

export type AmenityContent = { slug: string; name: Trilingual; icon: IconName }

export const AMENITIES: readonly AmenityContent[] = [
  { slug: 'wifi', icon: 'wifi', name: { en: 'Free Wi-Fi', el: 'Δωρεάν Wi-Fi', ru: 'Бесплатный Wi-Fi' } },
  {
    slug: 'parking',
    icon: 'parking',
    name: { en: 'Free parking', el: 'Δωρεάν στάθμευση', ru: 'Бесплатная парковка' },
  },
  {
    slug: 'wheelchair-access',
    icon: 'accessibility',
    name: { en: 'Wheelchair access', el: 'Πρόσβαση για αμαξίδιο', ru: 'Доступ для инвалидных колясок' },
  },
  {
    slug: 'card-payments',
    icon: 'credit-card',
    name: { en: 'Card payments', el: 'Πληρωμή με κάρτα', ru: 'Оплата картой' },
  },
  {
    slug: 'outdoor-seating',
    icon: 'sun',
    name: { en: 'Outdoor seating', el: 'Τραπέζια έξω', ru: 'Столики на открытом воздухе' },
  },
  { slug: 'sea-view', icon: 'waves', name: { en: 'Sea view', el: 'Θέα στη θάλασσα', ru: 'Вид на море' } },
  {
    slug: 'air-conditioning',
    icon: 'snowflake',
    name: { en: 'Air conditioning', el: 'Κλιματισμός', ru: 'Кондиционер' },
  },
  {
    slug: 'pet-friendly',
    icon: 'paw',
    name: { en: 'Pet friendly', el: 'Φιλικό για κατοικίδια', ru: 'Можно с животными' },
  },
  { slug: 'kids-area', icon: 'baby', name: { en: 'Kids area', el: 'Παιδική γωνιά', ru: 'Детская зона' } },
  { slug: 'delivery', icon: 'truck', name: { en: 'Delivery', el: 'Διανομή κατ’ οίκον', ru: 'Доставка' } },
  { slug: 'takeaway', icon: 'package', name: { en: 'Takeaway', el: 'Σε πακέτο', ru: 'Еда навынос' } },
  {
    slug: 'vegetarian-options',
    icon: 'leaf',
    name: { en: 'Vegetarian options', el: 'Χορτοφαγικές επιλογές', ru: 'Вегетарианское меню' },
  },
  {
    slug: 'english-spoken',
    icon: 'languages',
    name: { en: 'English spoken', el: 'Μιλάμε αγγλικά', ru: 'Говорим по-английски' },
  },
  {
    slug: 'greek-spoken',
    icon: 'languages',
    name: { en: 'Greek spoken', el: 'Μιλάμε ελληνικά', ru: 'Говорим по-гречески' },
  },
  {
    slug: 'russian-spoken',
    icon: 'languages',
    name: { en: 'Russian spoken', el: 'Μιλάμε ρωσικά', ru: 'Говорим по-русски' },
  },
  { slug: 'swimming-pool', icon: 'pool', name: { en: 'Swimming pool', el: 'Πισίνα', ru: 'Бассейн' } },
  {
    slug: 'free-cancellation',
    icon: 'calendar-check',
    name: { en: 'Free cancellation', el: 'Δωρεάν ακύρωση', ru: 'Бесплатная отмена' },
  },
  {
    slug: 'online-booking',
    icon: 'calendar',
    name: { en: 'Online booking', el: 'Κράτηση online', ru: 'Онлайн-запись' },
  },
  {
    slug: 'live-music',
    icon: 'music',
    name: { en: 'Live music', el: 'Ζωντανή μουσική', ru: 'Живая музыка' },
  },
  {
    slug: 'sports-tv',
    icon: 'tv',
    name: { en: 'Sports on TV', el: 'Αθλητικές μεταδόσεις', ru: 'Спортивные трансляции' },
  },
  {
    slug: 'breakfast-included',
    icon: 'coffee',
    name: { en: 'Breakfast included', el: 'Με πρωινό', ru: 'Завтрак включён' },
  },
  {
    slug: 'airport-transfer',
    icon: 'plane',
    name: { en: 'Airport transfer', el: 'Μεταφορά από/προς αεροδρόμιο', ru: 'Трансфер из аэропорта' },
  },
  {
    slug: 'ev-charging',
    icon: 'plug',
    name: { en: 'EV charging', el: 'Φόρτιση ηλεκτρικών οχημάτων', ru: 'Зарядка для электромобилей' },
  },
  {
    slug: 'non-smoking',
    icon: 'cigarette-off',
    name: { en: 'Non-smoking', el: 'Χώρος μη καπνιζόντων', ru: 'Не курят' },
  },
  {
    slug: 'home-visits',
    icon: 'home',
    name: { en: 'Home visits', el: 'Επισκέψεις κατ’ οίκον', ru: 'Выезд на дом' },
  },
  {
    slug: 'gesy',
    icon: 'shield',
    name: { en: 'GESY (GHS) provider', el: 'Συμβεβλημένο με ΓεΣΥ', ru: 'Работает с ГеСИ (GESY)' },
  },
  {
    slug: 'showers-lockers',
    icon: 'shower',
    name: { en: 'Showers & lockers', el: 'Ντους και αποδυτήρια', ru: 'Душевые и шкафчики' },
  },
  {
    slug: 'private-events',
    icon: 'party-popper',
    name: { en: 'Private events', el: 'Ιδιωτικές εκδηλώσεις', ru: 'Частные мероприятия' },
  },
  {
    slug: 'gift-vouchers',
    icon: 'gift',
    name: { en: 'Gift vouchers', el: 'Δωροεπιταγές', ru: 'Подарочные сертификаты' },
  },
  {
    slug: 'emergency-service',
    icon: 'siren',
    name: {
      en: '24/7 emergency service',
      el: 'Εξυπηρέτηση έκτακτης ανάγκης 24/7',
      ru: 'Экстренная помощь 24/7',
    },
  },
  {
    slug: 'free-consultation',
    icon: 'message-circle',
    name: {
      en: 'Free first consultation',
      el: 'Δωρεάν πρώτη συνάντηση',
      ru: 'Бесплатная первая консультация',
    },
  },
  {
    slug: 'wine-tasting',
    icon: 'wine',
    name: { en: 'Wine tasting', el: 'Γευσιγνωσία κρασιού', ru: 'Дегустация вин' },
  },
  {
    slug: 'equipment-rental',
    icon: 'key',
    name: { en: 'Equipment rental', el: 'Ενοικίαση εξοπλισμού', ru: 'Прокат снаряжения' },
  },
  {
    slug: 'beach-access',
    icon: 'umbrella-beach',
    name: { en: 'Beach access', el: 'Πρόσβαση στην παραλία', ru: 'Выход к пляжу' },
  },
  { slug: 'fireplace', icon: 'flame', name: { en: 'Fireplace', el: 'Τζάκι', ru: 'Камин' } },
  {
    slug: 'family-run',
    icon: 'users',
    name: { en: 'Family run', el: 'Οικογενειακή επιχείρηση', ru: 'Семейный бизнес' },
  },
]

/** Amenities that only make sense in some places: a sea view needs the sea, a fireplace the mountains. */
export const COASTAL_ONLY_AMENITIES: readonly string[] = ['sea-view', 'beach-access']
export const VILLAGE_ONLY_AMENITIES: readonly string[] = ['fireplace']
export const LANGUAGE_AMENITIES = { en: 'english-spoken', el: 'greek-spoken', ru: 'russian-spoken' } as const
