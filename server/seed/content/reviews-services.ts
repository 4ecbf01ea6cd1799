import type { ReviewFragments, Trilingual } from './types'

const t = (en: string, el: string, ru: string): Trilingual => ({ en, el, ru })

export const REVIEWS_SERVICES: Readonly<Record<string, ReviewFragments>> = {
  'health-medical': {
    positive: [
      t(
        'They listened carefully and explained everything patiently.',
        'Μας άκουσαν με προσοχή και μας εξήγησαν τα πάντα με υπομονή.',
        'Внимательно выслушали и терпеливо всё объяснили.',
      ),
      t(
        'We were seen the same day and right on time.',
        'Μας εξυπηρέτησαν την ίδια μέρα και στην ώρα μας.',
        'Приняли в тот же день и точно в назначенное время.',
      ),
      t(
        'Very professional, clean and reassuring; you feel in good hands.',
        'Πολύ επαγγελματίες, καθαρός χώρος και ήρεμη ατμόσφαιρα· νιώθεις σε καλά χέρια.',
        'Очень профессионально, чисто и спокойно — сразу чувствуешь себя в надёжных руках.',
      ),
    ],
    mixed: [
      t(
        'Good care, but we waited over an hour past the appointment time.',
        'Καλή φροντίδα, αλλά περιμέναμε πάνω από μία ώρα μετά την ώρα του ραντεβού.',
        'Лечат хорошо, но приёма пришлось ждать больше часа сверх назначенного времени.',
      ),
      t(
        'Competent staff, although the prices are on the high side.',
        'Ικανό προσωπικό, αν και οι τιμές είναι κάπως τσιμπημένες.',
        'Персонал грамотный, хотя цены кусаются.',
      ),
    ],
    negative: [
      t(
        'Rushed and impersonal; we left with more questions than answers.',
        'Βιαστικοί και απρόσωποι· φύγαμε με περισσότερες απορίες απ’ ό,τι ήρθαμε.',
        'Всё наспех и безучастно — вопросов после визита стало только больше.',
      ),
      t(
        'We were charged for things nobody explained to us.',
        'Μας χρέωσαν για πράγματα που κανείς δεν μας εξήγησε.',
        'Выставили счёт за услуги, о которых нам никто ничего не объяснил.',
      ),
    ],
  },
  automotive: {
    positive: [
      t(
        'Honest prices, and the car was ready exactly when they said.',
        'Τίμιες τιμές, και το αυτοκίνητο ήταν έτοιμο ακριβώς όταν είπαν.',
        'Честные цены, и машину сделали точно к назначенному сроку.',
      ),
      t(
        'They explained what was needed and did not try to sell extras.',
        'Μας εξήγησαν τι χρειαζόταν και δεν προσπάθησαν να μας πουλήσουν περιττά.',
        'Объяснили, что нужно, и не пытались навязать лишнего.',
      ),
      t(
        'Friendly, fast and professional from start to finish.',
        'Φιλικοί, γρήγοροι και επαγγελματίες από την αρχή ως το τέλος.',
        'Дружелюбно, быстро и профессионально от начала до конца.',
      ),
    ],
    mixed: [
      t(
        'The job was done well, but it took two days longer than promised.',
        'Η δουλειά έγινε σωστά, αλλά καθυστέρησε δύο μέρες παραπάνω απ’ ό,τι υποσχέθηκαν.',
        'Работу сделали хорошо, но на два дня позже обещанного.',
      ),
      t(
        'Fair service, though the final bill was higher than the quote.',
        'Καλή εξυπηρέτηση, αν και ο τελικός λογαριασμός βγήκε πιο ψηλός από την προσφορά.',
        'Обслуживание нормальное, но итоговый счёт оказался выше сметы.',
      ),
    ],
    negative: [
      t(
        'Hidden charges everywhere and a very pushy salesman.',
        'Κρυφές χρεώσεις παντού και πολύ πιεστικός πωλητής.',
        'Скрытые платежи на каждом шагу и очень навязчивый продавец.',
      ),
      t(
        'The same problem came back a week later.',
        'Το ίδιο πρόβλημα επανήλθε μια εβδομάδα μετά.',
        'Через неделю та же проблема вернулась.',
      ),
    ],
  },
  'real-estate': {
    positive: [
      t(
        'They found us a flat within a week and handled all the paperwork.',
        'Μας βρήκαν διαμέρισμα μέσα σε μία εβδομάδα και φρόντισαν όλα τα χαρτιά.',
        'Нашли нам квартиру за неделю и взяли на себя все документы.',
      ),
      t(
        'Honest advice, no pressure and quick replies to every message.',
        'Ειλικρινείς συμβουλές, καμία πίεση και γρήγορες απαντήσεις σε κάθε μήνυμα.',
        'Честные советы, никакого давления и быстрые ответы на каждое сообщение.',
      ),
      t(
        'They really know the neighbourhoods and the market.',
        'Γνωρίζουν πολύ καλά τις γειτονιές και την αγορά.',
        'Отлично знают районы и рынок.',
      ),
    ],
    mixed: [
      t(
        'Helpful agent, but some listings were no longer available.',
        'Εξυπηρετικός μεσίτης, αλλά κάποιες αγγελίες δεν ήταν πλέον διαθέσιμες.',
        'Агент отзывчивый, но часть объявлений уже была неактуальна.',
      ),
      t(
        'We got there in the end, though communication could be faster.',
        'Στο τέλος τα καταφέραμε, αν και η επικοινωνία θα μπορούσε να είναι πιο γρήγορη.',
        'В итоге всё получилось, хотя отвечать могли бы и побыстрее.',
      ),
    ],
    negative: [
      t(
        'The photos had nothing to do with the real apartment.',
        'Οι φωτογραφίες δεν είχαν καμία σχέση με το πραγματικό διαμέρισμα.',
        'Фотографии не имели ничего общего с реальной квартирой.',
      ),
      t(
        'They stopped answering our calls as soon as the deposit was paid.',
        'Σταμάτησαν να απαντούν στα τηλέφωνά μας μόλις πληρώθηκε η προκαταβολή.',
        'Перестали отвечать на звонки, как только получили депозит.',
      ),
    ],
  },
  'professional-services': {
    positive: [
      t(
        'Clear advice, fair fees and everything was done on time.',
        'Ξεκάθαρες συμβουλές, λογικές αμοιβές και όλα έγιναν στην ώρα τους.',
        'Понятные консультации, разумные гонорары, и всё сделано в срок.',
      ),
      t(
        'They explained the Cypriot procedures in plain language.',
        'Μας εξήγησαν τις διαδικασίες σε απλή γλώσσα.',
        'Объяснили кипрские процедуры простым языком.',
      ),
      t(
        'Responsive and thorough, exactly what you want from a professional.',
        'Άμεσοι και σχολαστικοί, ακριβώς αυτό που θέλεις από έναν επαγγελματία.',
        'Оперативно и основательно — именно то, чего ждёшь от профессионалов.',
      ),
    ],
    mixed: [
      t(
        'Competent work, but it was hard to reach them by phone.',
        'Ικανή δουλειά, αλλά ήταν δύσκολο να τους βρεις στο τηλέφωνο.',
        'Работу сделали грамотно, но дозвониться было трудно.',
      ),
      t(
        'Good result, although the final invoice surprised us.',
        'Καλό αποτέλεσμα, αν και το τελικό τιμολόγιο μας εξέπληξε.',
        'Результат хороший, но итоговый счёт нас удивил.',
      ),
    ],
    negative: [
      t(
        'They missed a deadline that cost us a fine.',
        'Έχασαν μια προθεσμία που μας κόστισε πρόστιμο.',
        'Пропустили срок, из-за чего нам пришлось платить штраф.',
      ),
      t(
        'Months of delays and excuses.',
        'Μήνες καθυστερήσεων και δικαιολογιών.',
        'Месяцы задержек и отговорок.',
      ),
    ],
  },
  education: {
    positive: [
      t(
        'Our daughter loves the lessons and her grades have improved a lot.',
        'Η κόρη μας λατρεύει τα μαθήματα και οι βαθμοί της έχουν βελτιωθεί πολύ.',
        'Наша дочь обожает занятия, и оценки заметно улучшились.',
      ),
      t(
        'Patient, well-prepared teachers and small groups.',
        'Υπομονετικοί, καλά προετοιμασμένοι δάσκαλοι και μικρά τμήματα.',
        'Терпеливые, хорошо подготовленные преподаватели и небольшие группы.',
      ),
      t(
        'Excellent organisation and regular updates for parents.',
        'Άψογη οργάνωση και τακτική ενημέρωση των γονιών.',
        'Отличная организация и регулярная обратная связь для родителей.',
      ),
    ],
    mixed: [
      t(
        'Good teachers, but the timetable changes too often.',
        'Καλοί δάσκαλοι, αλλά το πρόγραμμα αλλάζει πολύ συχνά.',
        'Преподаватели хорошие, но расписание меняется слишком часто.',
      ),
      t(
        'Decent lessons, though the fees went up mid-year.',
        'Αξιοπρεπή μαθήματα, αν και τα δίδακτρα αυξήθηκαν στη μέση της χρονιάς.',
        'Занятия неплохие, но плату подняли посреди года.',
      ),
    ],
    negative: [
      t(
        'Classes were far bigger than advertised.',
        'Τα τμήματα ήταν πολύ μεγαλύτερα απ’ ό,τι διαφήμιζαν.',
        'Группы оказались гораздо больше заявленных.',
      ),
      t(
        'Teachers changed every few weeks and our son lost interest.',
        'Οι δάσκαλοι άλλαζαν κάθε λίγες εβδομάδες και ο γιος μας έχασε το ενδιαφέρον του.',
        'Преподаватели менялись каждые несколько недель, и сын потерял интерес.',
      ),
    ],
  },
  'home-garden': {
    positive: [
      t(
        'They arrived on time, worked cleanly and left everything tidy.',
        'Ήρθαν στην ώρα τους, δούλεψαν καθαρά και άφησαν τα πάντα τακτοποιημένα.',
        'Пришли вовремя, работали аккуратно и всё за собой убрали.',
      ),
      t(
        'A fair quote and excellent workmanship.',
        'Λογική προσφορά και εξαιρετική δουλειά.',
        'Разумная смета и отличное качество работы.',
      ),
      t(
        'They came out the same evening when we had an emergency.',
        'Ήρθαν το ίδιο βράδυ όταν είχαμε έκτακτη ανάγκη.',
        'Приехали в тот же вечер, когда у нас случилась авария.',
      ),
    ],
    mixed: [
      t(
        'Good work in the end, but they started a week late.',
        'Καλή δουλειά τελικά, αλλά ξεκίνησαν μια εβδομάδα αργότερα.',
        'В итоге сделали хорошо, но начали на неделю позже.',
      ),
      t(
        'Nice result, though we had to chase them to finish the details.',
        'Ωραίο αποτέλεσμα, αν και χρειάστηκε να τους κυνηγάμε για τις λεπτομέρειες.',
        'Результат неплохой, но доделывать мелочи пришлось упрашивать.',
      ),
    ],
    negative: [
      t(
        'They never turned up and did not call to say so.',
        'Δεν ήρθαν ποτέ και ούτε τηλεφώνησαν να ενημερώσουν.',
        'Так и не пришли и даже не позвонили предупредить.',
      ),
      t(
        'Poor workmanship that we had to pay someone else to fix.',
        'Κακή δουλειά που πληρώσαμε άλλον για να τη διορθώσει.',
        'Сделали плохо, пришлось платить другим мастерам за исправление.',
      ),
    ],
  },
  'it-technology': {
    positive: [
      t(
        'They understood exactly what we needed and delivered on time.',
        'Κατάλαβαν ακριβώς τι χρειαζόμασταν και παρέδωσαν στην ώρα τους.',
        'Точно поняли, что нам нужно, и сдали всё в срок.',
      ),
      t(
        'Quick, effective help at a very fair price.',
        'Γρήγορη και αποτελεσματική βοήθεια σε πολύ λογική τιμή.',
        'Быстрая и толковая помощь по очень разумной цене.',
      ),
      t(
        'Great communication and solid technical skills.',
        'Εξαιρετική επικοινωνία και σοβαρές τεχνικές γνώσεις.',
        'Отличная коммуникация и серьёзная техническая экспертиза.',
      ),
    ],
    mixed: [
      t(
        'The final result is good, but the project ran over schedule.',
        'Το τελικό αποτέλεσμα είναι καλό, αλλά το έργο ξεπέρασε το χρονοδιάγραμμα.',
        'Итоговый результат хороший, но сроки сорвали.',
      ),
      t(
        'Helpful team, though support replies can be slow.',
        'Εξυπηρετική ομάδα, αν και η υποστήριξη αργεί να απαντήσει.',
        'Команда отзывчивая, но поддержка отвечает медленно.',
      ),
    ],
    negative: [
      t(
        'Things broke after the handover and nobody fixed them.',
        'Τα πράγματα χάλασαν μετά την παράδοση και κανείς δεν τα διόρθωσε.',
        'После сдачи всё сломалось, и никто ничего не починил.',
      ),
      t(
        'They charged for work that did not solve the problem.',
        'Χρέωσαν για μια δουλειά που δεν έλυσε το πρόβλημα.',
        'Взяли деньги за работу, которая ничего не решила.',
      ),
    ],
  },
}
