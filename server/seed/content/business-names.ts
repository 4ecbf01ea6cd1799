import type { NameKind, NamePool } from './types'

const k = (pool: NamePool, en: string, el: string, ru: string): NameKind => ({ pool, en, el, ru })

/** Name patterns per leaf category; `{p}` takes a surname, a place word, a possessive first name or a city. */
export const NAME_KINDS: Readonly<Record<string, readonly NameKind[]>> = {
  'seafood-fish-tavernas': [
    k('place', '{p} Fish Tavern', 'Ψαροταβέρνα {p}', 'Рыбная таверна {p}'),
    k('surname', '{p} Fish Restaurant', 'Ψαρεστιατόριο {p}', 'Рыбный ресторан {p}'),
    k('firstName', '{p} Fish Tavern', 'Η Ψαροταβέρνα {p}', 'Рыбная таверна {p}'),
    k('place', '{p} Seafood & Meze', '{p} Θαλασσινά & Μεζέδες', '{p}: морепродукты и мезе'),
  ],
  'meze-tavernas': [
    k('place', '{p} Taverna', 'Ταβέρνα {p}', 'Таверна {p}'),
    k('firstName', '{p} Taverna', 'Η Ταβέρνα {p}', 'Таверна {p}'),
    k('surname', '{p} Meze House', 'Μεζεδοπωλείο {p}', 'Дом мезе {p}'),
    k('firstName', '{p} Kafeneio', 'Το Καφενείο {p}', 'Кафенио {p}'),
  ],
  'grill-souvlaki': [
    k('surname', '{p} Souvlaki House', 'Σουβλατζίδικο {p}', 'Гриль-бар {p}'),
    k('firstName', '{p} Grill', 'Η Ψησταριά {p}', 'Гриль {p}'),
    k('place', '{p} Charcoal Grill', 'Ψητοπωλείο {p}', 'Гриль на углях {p}'),
  ],
  'cafes-bakeries': [
    k('place', '{p} Café', 'Καφέ {p}', 'Кафе {p}'),
    k('surname', '{p} Bakery', 'Αρτοποιείο {p}', 'Пекарня {p}'),
    k('firstName', '{p} Kafeneio', 'Το Καφενείο {p}', 'Кафенио {p}'),
    k('place', '{p} Coffee & Bakery', '{p} Καφές & Φούρνος', '{p}: кофе и выпечка'),
  ],
  'international-cuisine': [
    k('place', '{p} Bistro', 'Μπιστρό {p}', 'Бистро {p}'),
    k('place', 'Trattoria {p}', 'Τρατορία {p}', 'Траттория {p}'),
    k('place', '{p} Sushi & Asian Kitchen', '{p} Σούσι & Ασιατική Κουζίνα', '{p}: суши и азиатская кухня'),
    k('surname', '{p} Brasserie', 'Μπρασερί {p}', 'Брассери {p}'),
  ],
  'bars-nightlife': [
    k('place', '{p} Cocktail Bar', 'Κοκτέιλ Μπαρ {p}', 'Коктейль-бар {p}'),
    k('place', '{p} Wine Bar', 'Οινομπάρ {p}', 'Винный бар {p}'),
    k('place', '{p} Lounge', '{p} Λάουντζ', '{p} Лаунж'),
  ],
  hotels: [
    k('place', '{p} Hotel', 'Ξενοδοχείο {p}', 'Отель {p}'),
    k('place', '{p} Boutique Hotel', 'Μπουτίκ Ξενοδοχείο {p}', 'Бутик-отель {p}'),
    k('city', '{p} Palace Hotel', 'Ξενοδοχείο Παλλάς {p}', 'Отель «Палас» {p}'),
    k('surname', '{p} Family Hotel', 'Οικογενειακό Ξενοδοχείο {p}', 'Семейный отель {p}'),
  ],
  'holiday-apartments': [
    k('place', '{p} Holiday Apartments', 'Διαμερίσματα Διακοπών {p}', 'Апартаменты {p}'),
    k('surname', '{p} Residences', 'Κατοικίες {p}', 'Резиденция {p}'),
    k('place', '{p} Studios', 'Στούντιο {p}', 'Студии {p}'),
  ],
  'agrotourism-village-houses': [
    k('place', '{p} Traditional Houses', 'Παραδοσιακά Σπίτια {p}', 'Традиционные дома {p}'),
    k('firstName', '{p} Village House', 'Το Σπίτι {p}', 'Деревенский дом {p}'),
    k('surname', '{p} Stone House', 'Πέτρινο Σπίτι {p}', 'Каменный дом {p}'),
    k('place', '{p} Agrotourism Guesthouse', 'Αγροτουριστικός Ξενώνας {p}', 'Гостевой дом {p}'),
  ],
  clinics: [
    k('surname', '{p} Medical Centre', 'Ιατρικό Κέντρο {p}', 'Медицинский центр {p}'),
    k('city', '{p} Polyclinic', 'Πολυιατρείο {p}', 'Поликлиника {p}'),
    k('surname', 'Dr {p} Family Practice', 'Ιατρείο Δρ {p}', 'Кабинет доктора {p}'),
    k('place', '{p} Health Clinic', 'Κλινική {p}', 'Клиника {p}'),
  ],
  dentists: [
    k('surname', '{p} Dental Clinic', 'Οδοντιατρείο {p}', 'Стоматологическая клиника {p}'),
    k('city', '{p} Smile Dental Centre', 'Οδοντιατρικό Κέντρο {p}', 'Стоматологический центр {p}'),
    k('surname', 'Dr {p} Orthodontics', 'Ορθοδοντικό Ιατρείο Δρ {p}', 'Ортодонтия доктора {p}'),
  ],
  pharmacies: [
    k('surname', '{p} Pharmacy', 'Φαρμακείο {p}', 'Аптека {p}'),
    k('place', '{p} Pharmacy', 'Φαρμακείο {p}', 'Аптека {p}'),
    k('city', 'Central Pharmacy {p}', 'Κεντρικό Φαρμακείο {p}', 'Центральная аптека {p}'),
  ],
  physiotherapy: [
    k('surname', '{p} Physiotherapy', 'Φυσικοθεραπευτήριο {p}', 'Физиотерапия {p}'),
    k('place', '{p} Physio & Rehab', '{p} Φυσικοθεραπεία & Αποκατάσταση', '{p}: физиотерапия и реабилитация'),
    k('city', '{p} Sports Physio', 'Αθλητική Φυσικοθεραπεία {p}', 'Спортивная физиотерапия {p}'),
  ],
  'hair-salons': [
    k('firstName', '{p} Hair Studio', 'Το Κομμωτήριο {p}', 'Салон {p}'),
    k('place', '{p} Hair Salon', 'Κομμωτήριο {p}', 'Парикмахерская {p}'),
    k('surname', '{p} Hair & Colour', 'Κομμώσεις {p}', 'Парикмахерская {p}'),
  ],
  barbers: [
    k('firstName', '{p} Barbershop', 'Το Κουρείο {p}', 'Барбершоп {p}'),
    k('place', '{p} Barber Co.', 'Κουρείο {p}', 'Барбершоп {p}'),
  ],
  'beauty-salons': [
    k('place', '{p} Beauty Studio', 'Κέντρο Αισθητικής {p}', 'Студия красоты {p}'),
    k('firstName', '{p} Nails & Beauty', 'Το Ινστιτούτο Ομορφιάς {p}', 'Салон красоты {p}'),
    k('surname', '{p} Aesthetics', 'Αισθητική {p}', 'Эстетика {p}'),
  ],
  'spas-massage': [
    k('place', '{p} Spa', 'Σπα {p}', 'Спа {p}'),
    k('place', '{p} Wellness & Massage', '{p} Ευεξία & Μασάζ', '{p}: велнес и массаж'),
    k('city', '{p} Day Spa', 'Κέντρο Ευεξίας {p}', 'Спа-центр {p}'),
  ],
  gyms: [
    k('place', '{p} Fitness Club', 'Γυμναστήριο {p}', 'Фитнес-клуб {p}'),
    k('city', '{p} Strength & Conditioning', 'Κέντρο Άθλησης {p}', 'Центр силовой подготовки {p}'),
    k('place', '{p} Gym', 'Γυμναστήριο {p}', 'Спортзал {p}'),
  ],
  'yoga-pilates': [
    k('place', '{p} Yoga Studio', 'Στούντιο Γιόγκα {p}', 'Йога-студия {p}'),
    k('place', '{p} Pilates', 'Πιλάτες {p}', 'Пилатес-студия {p}'),
    k('firstName', '{p} Yoga Space', 'Ο Χώρος Γιόγκα {p}', 'Йога-пространство {p}'),
  ],
  'martial-arts': [
    k('place', '{p} Judo Club', 'Σύλλογος Τζούντο {p}', 'Клуб дзюдо {p}'),
    k('city', '{p} Karate Academy', 'Ακαδημία Καράτε {p}', 'Академия карате {p}'),
    k('surname', '{p} Boxing Gym', 'Πυγμαχία {p}', 'Боксёрский клуб {p}'),
  ],
  'water-sports': [
    k('place', '{p} Water Sports', 'Θαλάσσια Σπορ {p}', 'Водный спорт {p}'),
    k('city', '{p} Kitesurf School', 'Σχολή Kitesurf {p}', 'Школа кайтсёрфинга {p}'),
    k('place', '{p} Watersports Centre', 'Κέντρο Θαλάσσιων Σπορ {p}', 'Центр водного спорта {p}'),
  ],
  'fashion-boutiques': [
    k('place', '{p} Boutique', 'Μπουτίκ {p}', 'Бутик {p}'),
    k('firstName', '{p} Wardrobe', 'Η Γκαρνταρόμπα {p}', 'Гардероб {p}'),
    k('surname', '{p} Shoes & Bags', 'Υποδήματα & Τσάντες {p}', 'Обувь и сумки {p}'),
  ],
  jewellery: [
    k('surname', '{p} Jewellers', 'Κοσμηματοπωλείο {p}', 'Ювелирный дом {p}'),
    k('place', '{p} Silver & Gold', '{p} Ασήμι & Χρυσός', '{p}: серебро и золото'),
  ],
  'local-products-souvenirs': [
    k('place', '{p} Cyprus Delights', 'Κυπριακά Προϊόντα {p}', 'Кипрские деликатесы {p}'),
    k('firstName', '{p} Pantry', 'Τα Καλούδια {p}', 'Лавка {p}'),
    k('city', '{p} Lace & Crafts', 'Κεντήματα & Χειροτεχνία {p}', 'Кружево и ремёсла {p}'),
  ],
  'delis-supermarkets': [
    k('surname', '{p} Supermarket', 'Υπεραγορά {p}', 'Супермаркет {p}'),
    k('surname', '{p} Butchers & Deli', 'Κρεοπωλείο {p}', 'Мясная лавка {p}'),
    k('place', '{p} Delicatessen', 'Ντελικατέσεν {p}', 'Деликатесы {p}'),
  ],
  'boat-trips': [
    k('place', '{p} Boat Trips', 'Θαλάσσιες Εκδρομές {p}', 'Морские прогулки {p}'),
    k('city', '{p} Marina Yacht Charters', 'Ναυλώσεις Σκαφών Μαρίνας {p}', 'Аренда яхт в марине {p}'),
    k('place', '{p} Cruises', 'Κρουαζιέρες {p}', 'Круизы {p}'),
  ],
  diving: [
    k('place', '{p} Dive Centre', 'Καταδυτικό Κέντρο {p}', 'Дайвинг-центр {p}'),
    k('city', '{p} Scuba School', 'Σχολή Καταδύσεων {p}', 'Школа дайвинга {p}'),
  ],
  'tours-excursions': [
    k('place', '{p} Tours', 'Εκδρομές {p}', 'Туры {p}'),
    k('city', '{p} Jeep Safari', 'Τζιπ Σαφάρι {p}', 'Джип-сафари {p}'),
    k('city', '{p} Walking Tours', 'Περιηγήσεις {p}', 'Пешие экскурсии {p}'),
  ],
  wineries: [
    k('surname', '{p} Winery', 'Οινοποιείο {p}', 'Винодельня {p}'),
    k('place', '{p} Wines', 'Οινοποιείο {p}', 'Винодельня {p}'),
    k('city', '{p} Estate Winery', 'Κτήμα {p}', 'Винное поместье {p}'),
  ],
  'car-rental': [
    k('place', '{p} Car Hire', 'Ενοικιάσεις Αυτοκινήτων {p}', 'Прокат авто {p}'),
    k('surname', '{p} Rent a Car', '{p} Ενοικιάσεις Αυτοκινήτων', 'Прокат автомобилей {p}'),
    k('city', '{p} Auto Rentals', 'Ενοικιάσεις {p}', 'Автопрокат {p}'),
  ],
  'car-repair': [
    k('surname', '{p} Garage', 'Συνεργείο {p}', 'Автосервис {p}'),
    k('surname', '{p} & Sons Auto Service', 'Συνεργείο {p} & Υιοί', 'Автосервис «{p} и сыновья»'),
    k('city', '{p} Tyres & Service', 'Ελαστικά & Σέρβις {p}', 'Шины и сервис {p}'),
  ],
  'car-dealers': [
    k('surname', '{p} Motors', 'Αυτοκίνητα {p}', 'Автосалон {p}'),
    k('city', '{p} Auto Centre', 'Κέντρο Αυτοκινήτου {p}', 'Автоцентр {p}'),
  ],
  'estate-agents': [
    k('surname', '{p} Estates', 'Κτηματική {p}', 'Недвижимость {p}'),
    k('city', '{p} Property Centre', 'Κέντρο Ακινήτων {p}', 'Центр недвижимости {p}'),
    k('surname', '{p} Real Estate', 'Ακίνητα {p}', 'Агентство недвижимости {p}'),
  ],
  'property-management': [
    k('city', '{p} Property Care', 'Φροντίδα Ακινήτων {p}', 'Управление недвижимостью {p}'),
    k('surname', '{p} Property Management', 'Διαχείριση Ακινήτων {p}', 'Управление объектами {p}'),
  ],
  'property-developers': [
    k('surname', '{p} Developers', 'Κατασκευαστική {p}', 'Строительная компания {p}'),
    k('place', '{p} Homes', 'Κατοικίες {p}', 'Жилой комплекс {p}'),
  ],
  lawyers: [
    k('surname', '{p} & Associates LLC', '{p} & Συνεργάτες ΔΕΠΕ', '{p} и партнёры'),
    k('surname', '{p} Law Office', 'Δικηγορικό Γραφείο {p}', 'Юридическая фирма {p}'),
  ],
  accountants: [
    k('surname', '{p} & Co Accountants', '{p} & Σία Λογιστές', 'Бухгалтерская фирма {p}'),
    k('surname', '{p} Audit & Tax', 'Ελεγκτικό Γραφείο {p}', 'Аудит и налоги {p}'),
    k('city', '{p} Accounting Services', 'Λογιστικές Υπηρεσίες {p}', 'Бухгалтерские услуги {p}'),
  ],
  translators: [
    k('city', '{p} Translation Bureau', 'Μεταφραστικό Γραφείο {p}', 'Бюро переводов {p}'),
    k('surname', '{p} Translations', 'Μεταφράσεις {p}', 'Переводы {p}'),
  ],
  insurance: [
    k('surname', '{p} Insurance Agency', 'Ασφαλιστικό Γραφείο {p}', 'Страховое агентство {p}'),
    k('place', '{p} Insurance', 'Ασφάλειες {p}', 'Страхование {p}'),
  ],
  'language-schools': [
    k('city', '{p} Language Centre', 'Κέντρο Ξένων Γλωσσών {p}', 'Языковой центр {p}'),
    k('place', '{p} Language School', 'Σχολή Γλωσσών {p}', 'Языковая школа {p}'),
    k('surname', '{p} School of English', 'Αγγλική Σχολή {p}', 'Школа английского {p}'),
  ],
  'private-schools': [
    k('city', '{p} International School', 'Διεθνές Σχολείο {p}', 'Международная школа {p}'),
    k('place', '{p} Private School', 'Ιδιωτικό Σχολείο {p}', 'Частная школа {p}'),
  ],
  tutoring: [
    k('surname', '{p} Tutoring Centre', 'Φροντιστήριο {p}', 'Репетиторский центр {p}'),
    k('place', '{p} Learning Centre', 'Κέντρο Μάθησης {p}', 'Учебный центр {p}'),
  ],
  'music-dance-schools': [
    k('place', '{p} Music School', 'Μουσική Σχολή {p}', 'Музыкальная школа {p}'),
    k('surname', '{p} Dance Academy', 'Σχολή Χορού {p}', 'Школа танцев {p}'),
    k('city', '{p} Conservatory', 'Ωδείο {p}', 'Музыкальная академия {p}'),
  ],
  'builders-renovation': [
    k('surname', '{p} Construction', 'Κατασκευές {p}', 'Строительство {p}'),
    k('surname', '{p} Renovations', 'Ανακαινίσεις {p}', 'Ремонт и отделка {p}'),
  ],
  'electricians-plumbers': [
    k('surname', '{p} Electrical', 'Ηλεκτρολογικές Εργασίες {p}', 'Электромонтаж {p}'),
    k('surname', '{p} Plumbing', 'Υδραυλικές Εργασίες {p}', 'Сантехнические работы {p}'),
  ],
  'air-conditioning-solar': [
    k('surname', '{p} Air Conditioning', 'Κλιματιστικά {p}', 'Кондиционеры {p}'),
    k('place', '{p} Solar Energy', 'Ηλιακή Ενέργεια {p}', 'Солнечная энергия {p}'),
  ],
  'gardening-pools': [
    k('place', '{p} Gardens', 'Κήποι {p}', 'Сады {p}'),
    k('surname', '{p} Pools & Gardens', 'Πισίνες & Κήποι {p}', 'Бассейны и сады {p}'),
  ],
  'software-development': [
    k('place', '{p} Software', 'Λογισμικό {p}', '{p} Софт'),
    k('city', '{p} Code Lab', 'Εργαστήριο Κώδικα {p}', 'Лаборатория кода {p}'),
    k('place', '{p} Digital', '{p} Ψηφιακές Λύσεις', '{p} Диджитал'),
  ],
  'web-design-marketing': [
    k('place', '{p} Creative Agency', 'Δημιουργικό Γραφείο {p}', 'Креативное агентство {p}'),
    k('city', '{p} Web Design', 'Σχεδιασμός Ιστοσελίδων {p}', 'Веб-студия {p}'),
  ],
  'computer-repair': [
    k('surname', '{p} Computers', 'Υπολογιστές {p}', 'Компьютеры {p}'),
    k('city', '{p} Phone Repair', 'Επισκευές Κινητών {p}', 'Ремонт телефонов {p}'),
  ],
  'veterinary-clinics': [
    k('surname', '{p} Veterinary Clinic', 'Κτηνιατρείο {p}', 'Ветклиника {p}'),
    k('city', '{p} Animal Hospital', 'Κτηνιατρικό Νοσοκομείο {p}', 'Ветеринарная больница {p}'),
  ],
  'pet-shops': [
    k('place', '{p} Pet Shop', 'Κατάστημα Ζώων {p}', 'Зоомагазин {p}'),
    k('surname', '{p} Pet Supplies', 'Είδη Κατοικιδίων {p}', 'Товары для животных {p}'),
  ],
  'pet-grooming-boarding': [
    k('place', '{p} Dog Grooming', 'Καλλωπισμός Σκύλων {p}', 'Груминг-салон {p}'),
    k('city', '{p} Pet Hotel', 'Ξενοδοχείο Κατοικιδίων {p}', 'Зоогостиница {p}'),
  ],
}
