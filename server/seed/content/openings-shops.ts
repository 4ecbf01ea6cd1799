import type { SentenceTemplate } from './types'

const t = (en: string, el: string, ru: string): SentenceTemplate => ({ en, el, ru })

/** First description sentences per leaf category (shops, tourism, health, cars, property); `{in}` names the town. */
export const OPENINGS_SHOPS: Readonly<Record<string, readonly SentenceTemplate[]>> = {
  'fashion-boutiques': [
    t(
      'A fashion boutique {in} with clothing, shoes and accessories from Cypriot designers and European labels.',
      'Μπουτίκ {in} με ρούχα, παπούτσια και αξεσουάρ από Κύπριους σχεδιαστές και ευρωπαϊκές φίρμες.',
      'Бутик {in}: одежда, обувь и аксессуары от кипрских дизайнеров и европейских марок.',
    ),
    t(
      'A small shop {in} for summer dresses, linen shirts and leather sandals.',
      'Μικρό κατάστημα {in} για καλοκαιρινά φορέματα, λινά πουκάμισα και δερμάτινα σανδάλια.',
      'Небольшой магазин {in}: летние платья, льняные рубашки и кожаные сандалии.',
    ),
  ],
  jewellery: [
    t(
      'A jeweller {in} with handmade gold and silver pieces, including filigree in the Lefkara tradition.',
      'Κοσμηματοπωλείο {in} με χειροποίητα χρυσά και ασημένια κοσμήματα, ανάμεσά τους φιλιγκράν στην παράδοση των Λευκάρων.',
      'Ювелирный магазин {in} с украшениями ручной работы из золота и серебра, в том числе филигранью в традициях Лефкары.',
    ),
    t(
      'A family jeweller {in} for engagement rings, watches, repairs and engraving.',
      'Οικογενειακό κοσμηματοπωλείο {in} για μονόπετρα, ρολόγια, επιδιορθώσεις και χαράξεις.',
      'Семейный ювелирный {in}: помолвочные кольца, часы, ремонт и гравировка.',
    ),
  ],
  'local-products-souvenirs': [
    t(
      'A shop {in} full of Cypriot flavours: halloumi, carob syrup, soutzoukos, loukoumi and village wines.',
      'Κατάστημα {in} γεμάτο κυπριακές γεύσεις: χαλλούμι, χαρουπόμελο, σουτζούκο, λουκούμια και κρασιά των χωριών.',
      'Магазин {in}, полный кипрских вкусов: халлуми, кэроб-сироп, суджукос, лукум и деревенские вина.',
    ),
    t(
      'Handmade souvenirs {in}: Lefkara lace, pottery, olive-wood bowls and natural soaps.',
      'Χειροποίητα σουβενίρ {in}: λευκαρίτικα κεντήματα, κεραμικά, μπολ από ξύλο ελιάς και φυσικά σαπούνια.',
      'Сувениры ручной работы {in}: кружево Лефкары, керамика, чаши из оливкового дерева и натуральное мыло.',
    ),
  ],
  'delis-supermarkets': [
    t(
      'A neighbourhood supermarket {in} with a butcher, a deli counter and fresh fruit from local farms.',
      'Υπεραγορά της γειτονιάς {in} με κρεοπωλείο, τμήμα αλλαντικών και φρέσκα φρούτα από ντόπιους παραγωγούς.',
      'Супермаркет у дома {in} с мясным отделом, гастрономией и свежими фруктами от местных фермеров.',
    ),
    t(
      'A delicatessen {in} with cheeses, cured meats, olive oils and imported specialities.',
      'Ντελικατέσεν {in} με τυριά, αλλαντικά, ελαιόλαδα και εισαγόμενα εκλεκτά προϊόντα.',
      'Магазин деликатесов {in}: сыры, мясные деликатесы, оливковые масла и импортные продукты.',
    ),
  ],
  'boat-trips': [
    t(
      'Boat trips {in} along the coast, with swimming stops in clear turquoise bays.',
      'Θαλάσσιες εκδρομές {in} κατά μήκος της ακτής, με στάσεις για μπάνιο σε καταγάλανους κόλπους.',
      'Морские прогулки {in} вдоль побережья с остановками для купания в бирюзовых бухтах.',
    ),
    t(
      'Private yacht charters {in} for sunset cruises, fishing trips and celebrations at sea.',
      'Ναυλώσεις ιδιωτικών σκαφών {in} για κρουαζιέρες στο ηλιοβασίλεμα, ψάρεμα και γιορτές στη θάλασσα.',
      'Аренда частных яхт {in}: прогулки на закате, рыбалка и праздники в море.',
    ),
  ],
  diving: [
    t(
      'A PADI dive centre {in} offering try dives, courses and trips to reefs, caves and wrecks.',
      'Καταδυτικό κέντρο PADI {in} με δοκιμαστικές καταδύσεις, σεμινάρια και εξορμήσεις σε υφάλους, σπηλιές και ναυάγια.',
      'Дайвинг-центр PADI {in}: пробные погружения, курсы и выезды к рифам, пещерам и затонувшим кораблям.',
    ),
    t(
      'Small-group scuba diving {in} with experienced instructors and well-kept equipment.',
      'Καταδύσεις σε μικρές ομάδες {in} με έμπειρους εκπαιδευτές και καλοσυντηρημένο εξοπλισμό.',
      'Дайвинг в небольших группах {in} с опытными инструкторами и ухоженным снаряжением.',
    ),
  ],
  'tours-excursions': [
    t(
      'Guided tours {in} and day trips to Troodos, the painted churches, Kourion and the wine villages.',
      'Ξεναγήσεις {in} και ημερήσιες εκδρομές στο Τρόοδος, στις βυζαντινές εκκλησίες, στο Κούριον και στα κρασοχώρια.',
      'Экскурсии {in} и однодневные поездки в Троодос, к расписным церквям, в Курион и винные деревни.',
    ),
    t(
      'Jeep safaris and walking tours {in} with local guides who know every path and story.',
      'Τζιπ σαφάρι και περιηγήσεις με τα πόδια {in} με ντόπιους ξεναγούς που ξέρουν κάθε μονοπάτι και κάθε ιστορία.',
      'Джип-сафари и пешие экскурсии {in} с местными гидами, которые знают каждую тропу и каждую историю.',
    ),
  ],
  wineries: [
    t(
      'A family winery {in} producing Xynisteri, Maratheftiko and a sweet Commandaria from its own vineyards.',
      'Οικογενειακό οινοποιείο {in} που παράγει Ξυνιστέρι, Μαραθεύτικο και γλυκιά Κουμανδαρία από τους δικούς του αμπελώνες.',
      'Семейная винодельня {in}: ксинистери, маратефтико и сладкая коммандария из винограда с собственных виноградников.',
    ),
    t(
      'Wine tastings {in} in a stone cellar, with cheese, olives and views over the vineyards.',
      'Γευσιγνωσία κρασιού {in} σε πέτρινο κελάρι, με τυριά, ελιές και θέα στους αμπελώνες.',
      'Дегустации {in} в каменном погребе — с сыром, оливками и видом на виноградники.',
    ),
  ],
  clinics: [
    t(
      'A private medical centre {in} with general practitioners, paediatricians and specialists under one roof.',
      'Ιδιωτικό ιατρικό κέντρο {in} με προσωπικούς γιατρούς, παιδιάτρους και ειδικούς κάτω από την ίδια στέγη.',
      'Частный медицинский центр {in}: терапевты, педиатры и узкие специалисты под одной крышей.',
    ),
    t(
      'A family practice {in} offering check-ups, vaccinations, blood tests and home visits.',
      'Ιατρείο οικογενειακής ιατρικής {in} με εξετάσεις ρουτίνας, εμβολιασμούς, αιματολογικές εξετάσεις και κατ’ οίκον επισκέψεις.',
      'Семейная практика {in}: профилактические осмотры, прививки, анализы крови и выезд на дом.',
    ),
  ],
  dentists: [
    t(
      'A modern dental clinic {in} for check-ups, fillings, implants, orthodontics and whitening.',
      'Σύγχρονο οδοντιατρείο {in} για προληπτικό έλεγχο, σφραγίσματα, εμφυτεύματα, ορθοδοντική και λεύκανση.',
      'Современная стоматология {in}: осмотры, пломбы, импланты, ортодонтия и отбеливание.',
    ),
    t(
      'Gentle family dentistry {in}, with digital X-rays and a calm approach for nervous patients and children.',
      'Ήπια οικογενειακή οδοντιατρική {in}, με ψηφιακές ακτινογραφίες και ήρεμη προσέγγιση για αγχωμένους ασθενείς και παιδιά.',
      'Бережная семейная стоматология {in} с цифровым рентгеном и спокойным подходом к детям и тем, кто боится лечения.',
    ),
  ],
  pharmacies: [
    t(
      'A neighbourhood pharmacy {in} with friendly advice, prescriptions, vitamins, skincare and baby products.',
      'Φαρμακείο της γειτονιάς {in} με φιλικές συμβουλές, συνταγές, βιταμίνες, προϊόντα περιποίησης και βρεφικά είδη.',
      'Аптека по соседству {in}: доброжелательные консультации, рецептурные препараты, витамины, косметика и товары для малышей.',
    ),
    t(
      'A pharmacy {in} that takes part in the night-duty rota and measures blood pressure free of charge.',
      'Φαρμακείο {in} που συμμετέχει στις εφημερίες και μετρά δωρεάν την πίεση.',
      'Аптека {in}, которая участвует в ночных дежурствах и бесплатно измеряет давление.',
    ),
  ],
  physiotherapy: [
    t(
      'A physiotherapy clinic {in} treating back and neck pain, sports injuries and post-operative rehabilitation.',
      'Φυσικοθεραπευτήριο {in} για πόνους στη μέση και στον αυχένα, αθλητικές κακώσεις και μετεγχειρητική αποκατάσταση.',
      'Клиника физиотерапии {in}: боли в спине и шее, спортивные травмы и реабилитация после операций.',
    ),
    t(
      'Hands-on physiotherapy {in} with manual therapy, exercise programmes and shockwave treatment.',
      'Φυσικοθεραπεία {in} με θεραπευτικές τεχνικές, προγράμματα ασκήσεων και κρουστικά κύματα.',
      'Физиотерапия {in}: мануальная терапия, программы упражнений и ударно-волновая терапия.',
    ),
  ],
  'car-rental': [
    t(
      'A local car hire company {in} with small cars, SUVs and automatics, delivered to your hotel or the airport.',
      'Τοπική εταιρεία ενοικίασης αυτοκινήτων {in} με μικρά αυτοκίνητα, SUV και αυτόματα, με παράδοση στο ξενοδοχείο ή στο αεροδρόμιο.',
      'Местная компания проката {in}: малолитражки, внедорожники и автоматы с доставкой в отель или аэропорт.',
    ),
    t(
      'Car and scooter rental {in} with full insurance, no hidden fees and free child seats.',
      'Ενοικίαση αυτοκινήτων και μηχανακιών {in} με πλήρη ασφάλεια, χωρίς κρυφές χρεώσεις και με δωρεάν παιδικά καθίσματα.',
      'Прокат автомобилей и скутеров {in} с полной страховкой, без скрытых платежей и с бесплатными детскими креслами.',
    ),
  ],
  'car-repair': [
    t(
      'A trusted garage {in} for servicing, brakes, clutches, air conditioning and MOT preparation.',
      'Αξιόπιστο συνεργείο {in} για σέρβις, φρένα, συμπλέκτες, κλιματισμό και προετοιμασία για ΜΟΤ.',
      'Надёжный автосервис {in}: ТО, тормоза, сцепление, кондиционер и подготовка к техосмотру.',
    ),
    t(
      'A family garage {in} that has looked after local cars for over twenty years, including hybrids.',
      'Οικογενειακό συνεργείο {in} που φροντίζει τα αυτοκίνητα της περιοχής για πάνω από είκοσι χρόνια, και τα υβριδικά.',
      'Семейная мастерская {in}, которая больше двадцати лет обслуживает машины всей округи, включая гибриды.',
    ),
  ],
  'car-dealers': [
    t(
      'A car dealer {in} with new and approved used cars, trade-ins and finance.',
      'Αντιπροσωπεία αυτοκινήτων {in} με καινούργια και εγγυημένα μεταχειρισμένα, ανταλλαγές και χρηματοδότηση.',
      'Автосалон {in}: новые и проверенные подержанные автомобили, трейд-ин и кредит.',
    ),
    t(
      'A showroom {in} for hybrid and electric cars, with test drives and its own service workshop.',
      'Έκθεση {in} για υβριδικά και ηλεκτρικά αυτοκίνητα, με δοκιμαστικές οδηγήσεις και δικό της συνεργείο.',
      'Шоурум {in} гибридов и электромобилей с тест-драйвами и собственным сервисом.',
    ),
  ],
  'estate-agents': [
    t(
      'An estate agency {in} helping families and investors rent and buy flats, houses and villas.',
      'Κτηματομεσιτικό γραφείο {in} που βοηθά οικογένειες και επενδυτές να νοικιάσουν και να αγοράσουν διαμερίσματα, σπίτια και βίλες.',
      'Агентство недвижимости {in}, которое помогает семьям и инвесторам снять или купить квартиру, дом или виллу.',
    ),
    t(
      'A registered estate agent {in} with long-term rentals, resale homes and new developments.',
      'Εγγεγραμμένος κτηματομεσίτης {in} με μακροχρόνιες ενοικιάσεις, μεταπωλήσεις και νέα έργα.',
      'Лицензированный агент по недвижимости {in}: долгосрочная аренда, вторичное жильё и новостройки.',
    ),
  ],
  'property-management': [
    t(
      'Property management {in} for owners abroad: holiday lets, cleaning, repairs and tenant care.',
      'Διαχείριση ακινήτων {in} για ιδιοκτήτες που ζουν στο εξωτερικό: ενοικιάσεις διακοπών, καθαρισμός, επισκευές και εξυπηρέτηση ενοικιαστών.',
      'Управление недвижимостью {in} для владельцев, живущих за границей: посуточная аренда, уборка, ремонт и работа с арендаторами.',
    ),
    t(
      'A management company {in} looking after apartment blocks, common expenses and maintenance.',
      'Εταιρεία διαχείρισης {in} που φροντίζει πολυκατοικίες, κοινόχρηστα και συντήρηση.',
      'Управляющая компания {in}: обслуживание жилых домов, общие расходы и техническое содержание.',
    ),
  ],
  'property-developers': [
    t(
      'A developer {in} building energy-efficient apartments and houses with title deeds on completion.',
      'Κατασκευαστική εταιρεία {in} που χτίζει ενεργειακά αποδοτικά διαμερίσματα και κατοικίες με τίτλους ιδιοκτησίας με την αποπεράτωση.',
      'Застройщик {in}, который строит энергоэффективные квартиры и дома с выдачей титула после завершения.',
    ),
    t(
      'A family construction company {in} with three decades of residential projects.',
      'Οικογενειακή κατασκευαστική εταιρεία {in} με τρεις δεκαετίες οικιστικών έργων.',
      'Семейная строительная компания {in} с тридцатилетним опытом жилых проектов.',
    ),
  ],
}
