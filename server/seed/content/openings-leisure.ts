import type { SentenceTemplate } from './types'

const t = (en: string, el: string, ru: string): SentenceTemplate => ({ en, el, ru })

/** First description sentences per leaf category (food, stays, beauty, sports); `{in}` names the town. */
export const OPENINGS_LEISURE: Readonly<Record<string, readonly SentenceTemplate[]>> = {
  'seafood-fish-tavernas': [
    t(
      'A family-run fish tavern {in}, serving the morning’s catch grilled over charcoal with lemon and olive oil.',
      'Οικογενειακή ψαροταβέρνα {in} που σερβίρει τα ψάρια της ημέρας ψημένα στα κάρβουνα με λεμόνι και ελαιόλαδο.',
      'Семейная рыбная таверна {in}: утренний улов жарят на углях и подают с лимоном и оливковым маслом.',
    ),
    t(
      'Fresh fish and a generous fish meze {in}, a short walk from the sea.',
      'Φρέσκο ψάρι και πλούσιος ψαρομεζές {in}, λίγα βήματα από τη θάλασσα.',
      'Свежая рыба и щедрое рыбное мезе {in}, в двух шагах от моря.',
    ),
  ],
  'meze-tavernas': [
    t(
      'A traditional Cypriot taverna {in} where the meze arrives in waves: dips, halloumi, loukanika, kleftiko and more.',
      'Παραδοσιακή κυπριακή ταβέρνα {in}, όπου ο μεζές έρχεται σε κύματα: ντιπ, χαλλούμι, λουκάνικα, κλέφτικο και άλλα.',
      'Традиционная кипрская таверна {in}, где мезе подают волнами: соусы, халлуми, луканика, клефтико и многое другое.',
    ),
    t(
      'Home cooking and a warm welcome {in}, with recipes passed down through three generations.',
      'Σπιτικό φαγητό και ζεστή φιλοξενία {in}, με συνταγές που περνούν από γενιά σε γενιά.',
      'Домашняя кухня и радушный приём {in} — рецепты здесь передаются уже три поколения.',
    ),
  ],
  'grill-souvlaki': [
    t(
      'Souvlaki, sheftalia and halloumi grilled over charcoal {in}, served in pitta or on a plate with salad and chips.',
      'Σουβλάκια, σεφταλιές και χαλλούμι στα κάρβουνα {in}, σε πίτα ή σε μερίδα με σαλάτα και πατάτες.',
      'Сувлаки, шефталья и халлуми на углях {in} — в пите или порцией с салатом и картофелем.',
    ),
    t(
      'A busy neighbourhood grill {in}, famous for its Sunday souvla and quick takeaway.',
      'Πολυσύχναστη ψησταριά της γειτονιάς {in}, γνωστή για την κυριακάτικη σούβλα και το γρήγορο πακέτο.',
      'Оживлённый гриль-бар {in}, известный воскресной сувлой и быстрой едой навынос.',
    ),
  ],
  'cafes-bakeries': [
    t(
      'A bakery and café {in} with fresh bread from the wood oven, halloumi pies and Cypriot coffee.',
      'Αρτοποιείο και καφέ {in} με φρέσκο ψωμί από τον ξυλόφουρνο, χαλλουμόπιτες και κυπριακό καφέ.',
      'Пекарня и кафе {in}: свежий хлеб из дровяной печи, пироги с халлуми и кипрский кофе.',
    ),
    t(
      'A relaxed café {in} for a freddo espresso in the morning and homemade cakes in the afternoon.',
      'Χαλαρή καφετέρια {in} για φρέντο εσπρέσο το πρωί και σπιτικά γλυκά το απόγευμα.',
      'Уютное кафе {in}: утром — фреддо эспрессо, днём — домашние торты.',
    ),
  ],
  'international-cuisine': [
    t(
      'A modern restaurant {in} with a seasonal menu that mixes Mediterranean classics with Asian and Middle Eastern flavours.',
      'Σύγχρονο εστιατόριο {in} με εποχικό μενού που συνδυάζει μεσογειακές κλασικές γεύσεις με ασιατικές και μεσανατολικές.',
      'Современный ресторан {in} с сезонным меню, где средиземноморская классика сочетается с азиатскими и ближневосточными вкусами.',
    ),
    t(
      'Fresh pasta, wood-fired pizza and a short wine list {in}, in a friendly, informal setting.',
      'Φρέσκα ζυμαρικά, πίτσα σε ξυλόφουρνο και μικρή λίστα κρασιών {in}, σε φιλικό και ανεπίσημο περιβάλλον.',
      'Свежая паста, пицца из дровяной печи и небольшая винная карта {in} в дружелюбной, непринуждённой обстановке.',
    ),
  ],
  'bars-nightlife': [
    t(
      'A cocktail bar {in} with a long list of signature drinks, local wines and DJs at the weekend.',
      'Κοκτέιλ μπαρ {in} με μεγάλη λίστα από signature ποτά, ντόπια κρασιά και DJ τα Σαββατοκύριακα.',
      'Коктейль-бар {in} с большим выбором авторских напитков, местными винами и диджеями по выходным.',
    ),
    t(
      'A laid-back bar {in} for sunset drinks, Cypriot craft beer and late-night music.',
      'Χαλαρό μπαρ {in} για ποτό στο ηλιοβασίλεμα, κυπριακές μπίρες μικροζυθοποιίας και μουσική ως αργά.',
      'Расслабленный бар {in}: напитки на закате, кипрское крафтовое пиво и музыка до поздней ночи.',
    ),
  ],
  hotels: [
    t(
      'A comfortable hotel {in} with bright rooms, a pool and a generous Cypriot breakfast.',
      'Άνετο ξενοδοχείο {in} με φωτεινά δωμάτια, πισίνα και πλούσιο κυπριακό πρωινό.',
      'Комфортабельный отель {in} со светлыми номерами, бассейном и сытным кипрским завтраком.',
    ),
    t(
      'A family-owned hotel {in}, close to the shops, tavernas and the main sights.',
      'Οικογενειακό ξενοδοχείο {in}, κοντά στα καταστήματα, στις ταβέρνες και στα κύρια αξιοθέατα.',
      'Семейный отель {in} рядом с магазинами, тавернами и главными достопримечательностями.',
    ),
  ],
  'holiday-apartments': [
    t(
      'Self-catering apartments {in} with a kitchen, balcony and air conditioning, ideal for families and longer stays.',
      'Αυτοεξυπηρετούμενα διαμερίσματα {in} με κουζίνα, μπαλκόνι και κλιματισμό, ιδανικά για οικογένειες και μεγάλη διαμονή.',
      'Апартаменты с кухней, балконом и кондиционером {in} — идеально для семей и долгого отдыха.',
    ),
    t(
      'Modern studios and one-bedroom flats {in}, with weekly cleaning and a friendly host on call.',
      'Σύγχρονα στούντιο και διαμερίσματα ενός υπνοδωματίου {in}, με εβδομαδιαίο καθαρισμό και φιλικό οικοδεσπότη πάντα διαθέσιμο.',
      'Современные студии и квартиры с одной спальней {in}, еженедельная уборка и отзывчивый хозяин на связи.',
    ),
  ],
  'agrotourism-village-houses': [
    t(
      'A restored stone house {in} with wooden beams, a fireplace and a courtyard shaded by vines.',
      'Αναπαλαιωμένο πέτρινο σπίτι {in} με ξύλινα δοκάρια, τζάκι και αυλή σκιασμένη από κληματαριά.',
      'Отреставрированный каменный дом {in} с деревянными балками, камином и двориком под виноградной лозой.',
    ),
    t(
      'A quiet agrotourism guesthouse {in}, with homemade jams for breakfast and walking trails from the door.',
      'Ήσυχος αγροτουριστικός ξενώνας {in}, με σπιτικές μαρμελάδες στο πρωινό και μονοπάτια που ξεκινούν από την πόρτα.',
      'Тихий гостевой дом {in}: домашнее варенье на завтрак и пешеходные тропы прямо от порога.',
    ),
  ],
  'hair-salons': [
    t(
      'A friendly hair salon {in} for cuts, balayage, keratin treatments and wedding styling.',
      'Φιλικό κομμωτήριο {in} για κουρέματα, μπαλαγιάζ, θεραπείες κερατίνης και χτενίσματα γάμου.',
      'Дружелюбный салон {in}: стрижки, балаяж, кератиновое выпрямление и свадебные причёски.',
    ),
    t(
      'An experienced team of stylists {in} using professional Italian and German products.',
      'Έμπειρη ομάδα κομμωτών {in} που χρησιμοποιεί επαγγελματικά ιταλικά και γερμανικά προϊόντα.',
      'Опытная команда стилистов {in}, работающая на профессиональной итальянской и немецкой косметике.',
    ),
  ],
  barbers: [
    t(
      'A classic barbershop {in} for sharp fades, beard trims and hot-towel shaves.',
      'Κλασικό κουρείο {in} για καθαρά fade, περιποίηση γενειάδας και ξύρισμα με ζεστή πετσέτα.',
      'Классический барбершоп {in}: чёткие фейды, оформление бороды и бритьё с горячим полотенцем.',
    ),
    t(
      'A neighbourhood barber {in} where walk-ins are welcome and the coffee is always on.',
      'Κουρείο της γειτονιάς {in}, όπου μπορείτε να έρθετε χωρίς ραντεβού και ο καφές είναι πάντα έτοιμος.',
      'Барбершоп по соседству {in}: можно прийти без записи, а кофе всегда наготове.',
    ),
  ],
  'beauty-salons': [
    t(
      'A beauty studio {in} offering manicure, pedicure, lash extensions and facials.',
      'Κέντρο αισθητικής {in} με μανικιούρ, πεντικιούρ, επέκταση βλεφαρίδων και περιποίηση προσώπου.',
      'Студия красоты {in}: маникюр, педикюр, наращивание ресниц и уход за лицом.',
    ),
    t(
      'A calm, spotless salon {in} with certified beauticians and sterilised tools.',
      'Ήρεμο και πεντακάθαρο κέντρο {in} με πιστοποιημένες αισθητικούς και αποστειρωμένα εργαλεία.',
      'Спокойный и безупречно чистый салон {in} с сертифицированными косметологами и стерильными инструментами.',
    ),
  ],
  'spas-massage': [
    t(
      'A day spa {in} with massage rooms, a hammam and treatments using Cypriot olive oil and herbs.',
      'Κέντρο σπα {in} με αίθουσες μασάζ, χαμάμ και θεραπείες με κυπριακό ελαιόλαδο και βότανα.',
      'Спа-центр {in} с массажными кабинетами, хаммамом и процедурами на кипрском оливковом масле и травах.',
    ),
    t(
      'Relaxing and therapeutic massage {in} by qualified therapists.',
      'Χαλαρωτικό και θεραπευτικό μασάζ {in} από διπλωματούχους θεραπευτές.',
      'Расслабляющий и лечебный массаж {in} от дипломированных специалистов.',
    ),
  ],
  gyms: [
    t(
      'A fully equipped gym {in} with free weights, cardio machines and group classes every day.',
      'Πλήρως εξοπλισμένο γυμναστήριο {in} με ελεύθερα βάρη, μηχανήματα καρδιο και ομαδικά προγράμματα καθημερινά.',
      'Полностью оборудованный тренажёрный зал {in}: свободные веса, кардиотренажёры и групповые занятия каждый день.',
    ),
    t(
      'A friendly fitness club {in} with personal trainers, functional training and a sauna.',
      'Φιλικό γυμναστήριο {in} με προσωπικούς γυμναστές, λειτουργική προπόνηση και σάουνα.',
      'Дружелюбный фитнес-клуб {in} с персональными тренерами, функциональным тренингом и сауной.',
    ),
  ],
  'yoga-pilates': [
    t(
      'A light-filled studio {in} for yoga, reformer Pilates and stretching in small groups.',
      'Φωτεινό στούντιο {in} για γιόγκα, πιλάτες με reformer και διατάσεις σε μικρές ομάδες.',
      'Светлая студия {in} для йоги, пилатеса на реформерах и растяжки в небольших группах.',
    ),
    t(
      'Yoga and Pilates classes {in} for every level, from complete beginners to teachers in training.',
      'Μαθήματα γιόγκα και πιλάτες {in} για κάθε επίπεδο, από αρχάριους ως εκπαιδευόμενους δασκάλους.',
      'Занятия йогой и пилатесом {in} для любого уровня — от новичков до будущих инструкторов.',
    ),
  ],
  'martial-arts': [
    t(
      'A martial arts club {in} teaching judo, karate and kickboxing to children and adults.',
      'Σύλλογος πολεμικών τεχνών {in} με τζούντο, καράτε και kickboxing για παιδιά και ενήλικες.',
      'Клуб единоборств {in}: дзюдо, карате и кикбоксинг для детей и взрослых.',
    ),
    t(
      'A boxing and self-defence gym {in} run by a former national champion.',
      'Γυμναστήριο πυγμαχίας και αυτοάμυνας {in} με επικεφαλής πρώην πρωταθλητή.',
      'Зал бокса и самообороны {in}, которым руководит бывший чемпион страны.',
    ),
  ],
  'water-sports': [
    t(
      'A water sports centre {in} with windsurfing, paddleboards, kayaks and banana rides.',
      'Κέντρο θαλάσσιων σπορ {in} με ιστιοσανίδα, SUP, καγιάκ και φουσκωτή μπανάνα.',
      'Центр водных видов спорта {in}: виндсёрфинг, сапы, каяки и «банан».',
    ),
    t(
      'Kitesurfing and windsurfing lessons {in} with certified instructors and modern equipment.',
      'Μαθήματα kitesurfing και ιστιοσανίδας {in} με πιστοποιημένους εκπαιδευτές και σύγχρονο εξοπλισμό.',
      'Уроки кайтсёрфинга и виндсёрфинга {in} с сертифицированными инструкторами и современным снаряжением.',
    ),
  ],
}
