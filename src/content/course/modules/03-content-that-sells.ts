import type { CourseModule } from '@domain/course/course'

// Module 3: descriptions in three languages, seasonal offers, and a social media calendar.
export const contentThatSellsModule: CourseModule = {
  slug: 'content-that-sells',
  title: {
    en: 'Content that sells: descriptions, offers and posts',
    el: 'Περιεχόμενο που πουλά: περιγραφές, προσφορές και αναρτήσεις',
    ru: 'Контент, который продаёт: описания, акции и посты',
  },
  summary: {
    en: 'Write for English, Greek and Russian speakers without sounding translated, plan offers around the Cyprus seasons, and keep a month of social posts ready.',
    el: 'Γράψτε για αγγλόφωνους, ελληνόφωνους και ρωσόφωνους χωρίς να ακούγεστε σαν μετάφραση, σχεδιάστε προσφορές γύρω από τις εποχές της Κύπρου και έχετε έτοιμο έναν μήνα αναρτήσεων.',
    ru: 'Пишите для англо-, греко- и русскоязычных клиентов так, чтобы это не звучало как перевод, планируйте акции под кипрские сезоны и держите наготове месяц постов.',
  },
  lessons: [
    {
      slug: 'writing-in-three-languages',
      minutes: 15,
      title: {
        en: 'Writing for customers in three languages',
        el: 'Γράφοντας για πελάτες σε τρεις γλώσσες',
        ru: 'Тексты для клиентов на трёх языках',
      },
      summary: {
        en: 'Why localising beats translating for Cyprus’s English, Greek and Russian speakers, and a prompt routine that produces natural texts in each language.',
        el: 'Γιατί η προσαρμογή είναι καλύτερη από τη μετάφραση για τους αγγλόφωνους, ελληνόφωνους και ρωσόφωνους της Κύπρου, και μια ρουτίνα οδηγιών που δίνει φυσικά κείμενα σε κάθε γλώσσα.',
        ru: 'Почему адаптация лучше перевода для англо-, греко- и русскоязычных жителей и гостей Кипра и как с помощью запросов получать естественные тексты на каждом языке.',
      },
      body: {
        en: [
          'Customers in Cyprus speak Greek, English and, in Limassol and Paphos especially, Russian. Tourists from the UK, Israel, Poland or Germany read English; Greek Cypriots and visitors from Greece read Greek; Russian, Ukrainian and other Russian-speaking residents and guests often prefer Russian. Writing in a customer’s language is a simple way to say “you are welcome here”.',
          'Word-by-word translation sounds foreign. Ask the assistant instead to write each version for its reader: “Write this offer for Greek Cypriot families; use the Cypriot names of dishes” or “Write this for Russian-speaking residents of Limassol; use the polite form of address”. Each audience cares about different things: locals about value and parking, tourists about the view and directions, long-term residents about reliability.',
          'Always have each language checked by someone who speaks it natively before it goes public: a member of staff, a friend or a loyal customer. Keep a short glossary of your own terms in all three languages (your dish names, your room types, your service names) and paste it with your brief, so every text uses the same words.',
        ],
        el: [
          'Οι πελάτες στην Κύπρο μιλούν ελληνικά, αγγλικά και, ιδίως στη Λεμεσό και στην Πάφο, ρωσικά. Οι τουρίστες από το Ηνωμένο Βασίλειο, το Ισραήλ, την Πολωνία ή τη Γερμανία διαβάζουν αγγλικά· οι Ελληνοκύπριοι και οι επισκέπτες από την Ελλάδα διαβάζουν ελληνικά· οι ρωσόφωνοι κάτοικοι και επισκέπτες προτιμούν συχνά τα ρωσικά. Το να γράφετε στη γλώσσα του πελάτη είναι ένας απλός τρόπος να του πείτε «είστε ευπρόσδεκτος εδώ».',
          'Η μετάφραση λέξη προς λέξη ακούγεται ξένη. Ζητήστε αντί γι’ αυτό από τον βοηθό να γράψει κάθε εκδοχή για τον αναγνώστη της: «Γράψε αυτή την προσφορά για ελληνοκυπριακές οικογένειες· χρησιμοποίησε τις κυπριακές ονομασίες των φαγητών» ή «Γράψε το για ρωσόφωνους κατοίκους της Λεμεσού· χρησιμοποίησε τον ευγενικό πληθυντικό». Κάθε κοινό νοιάζεται για διαφορετικά πράγματα: οι ντόπιοι για την αξία και τη στάθμευση, οι τουρίστες για τη θέα και τις οδηγίες πρόσβασης, οι μόνιμοι κάτοικοι για την αξιοπιστία.',
          'Πάντα να ελέγχει κάθε γλώσσα κάποιος φυσικός ομιλητής πριν δημοσιευτεί: ένα μέλος του προσωπικού, ένας φίλος ή ένας πιστός πελάτης. Κρατήστε ένα μικρό γλωσσάρι με τους δικούς σας όρους και στις τρεις γλώσσες (ονόματα πιάτων, τύποι δωματίων, ονόματα υπηρεσιών) και επικολλήστε το μαζί με το σημείωμά σας, ώστε κάθε κείμενο να χρησιμοποιεί τις ίδιες λέξεις.',
        ],
        ru: [
          'Клиенты на Кипре говорят по-гречески, по-английски и — особенно в Лимассоле и Пафосе — по-русски. Туристы из Великобритании, Израиля, Польши или Германии читают по-английски; киприоты-греки и гости из Греции — по-гречески; русскоязычные жители и гости, в том числе из Украины и других стран, часто предпочитают русский. Писать на языке клиента — простой способ сказать «вам здесь рады».',
          'Дословный перевод звучит чужеродно. Вместо этого просите ассистента писать каждую версию для её читателя: «Напиши эту акцию для греко-кипрских семей, используй кипрские названия блюд» или «Напиши это для русскоязычных жителей Лимассола, обращайся на „вы“». Разным аудиториям важно разное: местным — выгода и парковка, туристам — вид и как добраться, постоянным жителям — надёжность.',
          'Перед публикацией всегда давайте проверить каждую языковую версию носителю языка: сотруднику, другу или постоянному клиенту. Ведите короткий глоссарий собственных терминов на всех трёх языках (названия блюд, типы номеров, названия услуг) и вставляйте его вместе с паспортом бизнеса, чтобы во всех текстах использовались одни и те же слова.',
        ],
      },
      steps: {
        en: [
          'Decide which languages your customers use, season by season.',
          'Write a glossary of your ten key terms in English, Greek and Russian.',
          'Prompt each language version for its own reader instead of asking for a translation.',
          'Have a native speaker read every version before you publish it.',
        ],
        el: [
          'Αποφασίστε ποιες γλώσσες χρησιμοποιούν οι πελάτες σας, εποχή με εποχή.',
          'Γράψτε ένα γλωσσάρι με τους δέκα βασικούς σας όρους στα αγγλικά, στα ελληνικά και στα ρωσικά.',
          'Ζητήστε κάθε γλωσσική εκδοχή για τον δικό της αναγνώστη αντί να ζητάτε μετάφραση.',
          'Δώστε κάθε εκδοχή σε φυσικό ομιλητή να τη διαβάσει πριν τη δημοσιεύσετε.',
        ],
        ru: [
          'Определите, на каких языках говорят ваши клиенты в каждый сезон.',
          'Составьте глоссарий из десяти ключевых терминов на английском, греческом и русском.',
          'Запрашивайте каждую языковую версию для её собственного читателя, а не перевод.',
          'Перед публикацией давайте прочитать каждую версию носителю языка.',
        ],
      },
      exercise: {
        en: 'Take one paragraph about your business. Ask for a Greek version for locals and a Russian version for residents of Limassol, written for them rather than translated. Ask a native speaker which sentence sounds least natural and fix it together.',
        el: 'Πάρτε μια παράγραφο για την επιχείρησή σας. Ζητήστε μια ελληνική εκδοχή για ντόπιους και μια ρωσική για κατοίκους της Λεμεσού, γραμμένες γι’ αυτούς και όχι μεταφρασμένες. Ρωτήστε έναν φυσικό ομιλητή ποια πρόταση ακούγεται λιγότερο φυσική και διορθώστε τη μαζί.',
        ru: 'Возьмите один абзац о своём бизнесе. Попросите греческую версию для местных жителей и русскую — для жителей Лимассола, написанные для них, а не переведённые. Спросите носителя языка, какое предложение звучит наименее естественно, и исправьте его вместе.',
      },
      keyTakeaways: {
        en: [
          'Write each language for its reader; do not translate word by word.',
          'A shared glossary keeps your names consistent.',
          'A native speaker checks every version before it is published.',
        ],
        el: [
          'Γράψτε κάθε γλώσσα για τον αναγνώστη της· μη μεταφράζετε λέξη προς λέξη.',
          'Ένα κοινό γλωσσάρι κρατά σταθερές τις ονομασίες σας.',
          'Ένας φυσικός ομιλητής ελέγχει κάθε εκδοχή πριν δημοσιευτεί.',
        ],
        ru: [
          'Пишите каждую языковую версию для её читателя, а не переводите дословно.',
          'Общий глоссарий сохраняет единые названия.',
          'Носитель языка проверяет каждую версию перед публикацией.',
        ],
      },
    },
    {
      slug: 'seasonal-offers',
      minutes: 14,
      title: {
        en: 'Offers for every Cyprus season',
        el: 'Προσφορές για κάθε εποχή της Κύπρου',
        ru: 'Акции на каждый кипрский сезон',
      },
      summary: {
        en: 'Plan offers around the tourist high season, the shoulder months, winter for locals and the island’s holidays, and use AI to write them clearly with honest terms.',
        el: 'Σχεδιάστε προσφορές γύρω από την τουριστική περίοδο αιχμής, τους ενδιάμεσους μήνες, τον χειμώνα για τους ντόπιους και τις γιορτές του νησιού, και γράψτε τες καθαρά με τίμιους όρους με τη βοήθεια της τεχνητής νοημοσύνης.',
        ru: 'Планируйте акции под высокий туристический сезон, межсезонье, зиму для местных и праздники острова и с помощью ИИ пишите их понятно и с честными условиями.',
      },
      body: {
        en: [
          'The Cyprus year has a rhythm. From June to September the coast is full and you need no discounts, only visibility and good reviews. April, May and October are the shoulder months, when tourists still come but compare more. From November to March many customers are locals and residents. Easter, Kataklysmos, the wine festivals, Christmas and the school holidays each bring their own demand.',
          'An offer should fill a gap, not give away margin when you are already full. Use AI to brainstorm: paste your brief and your quiet periods and ask for ten offer ideas that raise bookings on weekday evenings in November without cutting prices by more than 15%. Bundles (dinner and wine tasting, a wash with every service, a third night free in October) often work better than plain discounts.',
          'Then ask for the offer text: a clear headline, what is included, the dates, who it is for, how to book and the conditions. Check that the conditions are fair and exactly what you will honour; vague or misleading offers damage trust and can break consumer rules. Publish the offer on your listing (special offers are included in the higher plans), your profile and social channels at the same time.',
        ],
        el: [
          'Η χρονιά στην Κύπρο έχει ρυθμό. Από τον Ιούνιο ως τον Σεπτέμβριο η ακτή είναι γεμάτη και δεν χρειάζεστε εκπτώσεις, μόνο προβολή και καλές κριτικές. Ο Απρίλιος, ο Μάιος και ο Οκτώβριος είναι οι ενδιάμεσοι μήνες, όταν οι τουρίστες έρχονται ακόμη αλλά συγκρίνουν περισσότερο. Από τον Νοέμβριο ως τον Μάρτιο πολλοί πελάτες είναι ντόπιοι και μόνιμοι κάτοικοι. Το Πάσχα, ο Κατακλυσμός, οι γιορτές του κρασιού, τα Χριστούγεννα και οι σχολικές διακοπές φέρνουν ο καθένας τη δική του ζήτηση.',
          'Μια προσφορά πρέπει να γεμίζει ένα κενό, όχι να χαρίζει κέρδος όταν είστε ήδη γεμάτοι. Χρησιμοποιήστε την τεχνητή νοημοσύνη για ιδέες: επικολλήστε το σημείωμά σας και τις ήσυχες περιόδους σας και ζητήστε δέκα ιδέες προσφορών που αυξάνουν τις κρατήσεις τα βράδια των καθημερινών τον Νοέμβριο χωρίς μείωση τιμών πάνω από 15%. Τα πακέτα (δείπνο με γευσιγνωσία κρασιού, πλύσιμο με κάθε σέρβις, τρίτη νύχτα δωρεάν τον Οκτώβριο) συχνά αποδίδουν καλύτερα από τις απλές εκπτώσεις.',
          'Έπειτα ζητήστε το κείμενο της προσφοράς: καθαρό τίτλο, τι περιλαμβάνει, ημερομηνίες, για ποιον είναι, πώς γίνεται η κράτηση και τους όρους. Ελέγξτε ότι οι όροι είναι δίκαιοι και ακριβώς αυτοί που θα τηρήσετε· οι αόριστες ή παραπλανητικές προσφορές πλήττουν την εμπιστοσύνη και μπορεί να παραβιάζουν τους κανόνες προστασίας του καταναλωτή. Δημοσιεύστε την προσφορά ταυτόχρονα στην καταχώρισή σας (οι ειδικές προσφορές περιλαμβάνονται στα ανώτερα πακέτα), στο προφίλ σας και στα μέσα κοινωνικής δικτύωσης.',
        ],
        ru: [
          'У кипрского года есть ритм. С июня по сентябрь побережье заполнено, и скидки не нужны — нужны видимость и хорошие отзывы. Апрель, май и октябрь — межсезонье: туристы ещё приезжают, но больше сравнивают. С ноября по март многие клиенты — местные и постоянные жители. Пасха, Катаклизмос, винные фестивали, Рождество и школьные каникулы приносят каждый свой спрос.',
          'Акция должна заполнять пустоту, а не раздавать прибыль, когда вы и так заполнены. Используйте ИИ для мозгового штурма: вставьте паспорт бизнеса и свои спокойные периоды и попросите десять идей, которые увеличат число бронирований в будние вечера ноября без снижения цен больше чем на 15%. Пакеты (ужин с дегустацией вин, мойка при каждом обслуживании, третья ночь бесплатно в октябре) часто работают лучше простых скидок.',
          'Затем попросите текст акции: понятный заголовок, что входит, даты, для кого, как забронировать и условия. Убедитесь, что условия честные и именно такие, какие вы готовы выполнить: расплывчатые или вводящие в заблуждение акции подрывают доверие и могут нарушать правила защиты потребителей. Публикуйте акцию одновременно в карточке (специальные предложения доступны на старших тарифах), в профиле и в соцсетях.',
        ],
      },
      steps: {
        en: [
          'Mark your busy, shoulder and quiet weeks on a calendar for the next twelve months.',
          'Add the holidays and local events that matter to your customers.',
          'Ask an assistant for offer ideas for the two quietest periods, with a limit on discounts.',
          'Write the chosen offer with dates, inclusions and conditions, and publish it everywhere at once.',
        ],
        el: [
          'Σημειώστε σε ένα ημερολόγιο τις πολυάσχολες, τις ενδιάμεσες και τις ήσυχες εβδομάδες των επόμενων δώδεκα μηνών.',
          'Προσθέστε τις γιορτές και τις τοπικές εκδηλώσεις που έχουν σημασία για τους πελάτες σας.',
          'Ζητήστε από έναν βοηθό ιδέες προσφορών για τις δύο πιο ήσυχες περιόδους, με όριο στις εκπτώσεις.',
          'Γράψτε την προσφορά που διαλέξατε με ημερομηνίες, περιεχόμενο και όρους και δημοσιεύστε τη παντού ταυτόχρονα.',
        ],
        ru: [
          'Отметьте в календаре загруженные, межсезонные и спокойные недели на ближайшие двенадцать месяцев.',
          'Добавьте праздники и местные события, важные для ваших клиентов.',
          'Попросите ассистента предложить акции для двух самых спокойных периодов с ограничением скидки.',
          'Опишите выбранную акцию с датами, содержанием и условиями и опубликуйте её везде одновременно.',
        ],
      },
      exercise: {
        en: 'Design one offer for your quietest month. Ask an assistant to play a sceptical customer and list every question or doubt the offer text leaves open. Rewrite the text until none remain.',
        el: 'Σχεδιάστε μία προσφορά για τον πιο ήσυχο μήνα σας. Ζητήστε από έναν βοηθό να υποδυθεί έναν δύσπιστο πελάτη και να γράψει κάθε ερώτηση ή αμφιβολία που αφήνει ανοιχτή το κείμενο. Ξαναγράψτε το ώσπου να μη μείνει καμία.',
        ru: 'Придумайте одну акцию для самого спокойного месяца. Попросите ассистента сыграть роль недоверчивого клиента и перечислить все вопросы и сомнения, которые оставляет текст. Переписывайте его, пока не останется ни одного.',
      },
      keyTakeaways: {
        en: [
          'Offers fill quiet periods; the high season needs visibility, not discounts.',
          'Bundles often beat price cuts.',
          'Clear dates and honest conditions protect trust.',
        ],
        el: [
          'Οι προσφορές γεμίζουν τις ήσυχες περιόδους· η υψηλή σεζόν θέλει προβολή, όχι εκπτώσεις.',
          'Τα πακέτα συχνά αποδίδουν καλύτερα από τις μειώσεις τιμών.',
          'Σαφείς ημερομηνίες και τίμιοι όροι προστατεύουν την εμπιστοσύνη.',
        ],
        ru: [
          'Акции заполняют спокойные периоды, а высокому сезону нужна видимость, а не скидки.',
          'Пакетные предложения часто работают лучше снижения цен.',
          'Чёткие даты и честные условия сохраняют доверие.',
        ],
      },
    },
    {
      slug: 'social-media-calendar',
      minutes: 13,
      title: {
        en: 'A month of social posts in one afternoon',
        el: 'Αναρτήσεις ενός μήνα σε ένα απόγευμα',
        ru: 'Посты на месяц за один день',
      },
      summary: {
        en: 'Build a simple monthly content calendar, generate captions with AI from your own photos and stories, and schedule them so posting no longer depends on free time.',
        el: 'Φτιάξτε ένα απλό μηνιαίο ημερολόγιο περιεχομένου, γράψτε λεζάντες με τεχνητή νοημοσύνη από τις δικές σας φωτογραφίες και ιστορίες και προγραμματίστε τες, ώστε οι αναρτήσεις να μην εξαρτώνται από τον ελεύθερο χρόνο σας.',
        ru: 'Составьте простой контент-план на месяц, пишите подписи с помощью ИИ к собственным фото и историям и планируйте публикации заранее, чтобы они не зависели от свободного времени.',
      },
      body: {
        en: [
          'Posting only when there is time means posting rarely. A small business needs two or three good posts a week, planned in advance. Sit down once a month, pick themes, and let the assistant help you write while you supply the photos and the stories.',
          'A simple mix works: behind the scenes (the morning catch, the bread coming out of the oven, the team), proof (a review, a before-and-after), useful local tips (the best sunset spot near you, where to park, what is on this weekend) and, at most one post in four, an offer. Ask the assistant for a four-week calendar with these themes, matched to the season and the holidays of the month.',
          'For each post, describe your real photo to the assistant and ask for a caption of two or three short sentences, a question that invites comments and a few relevant hashtags. Ask for the language your followers use most, or two short versions in one post. Schedule the posts with the platform’s own scheduler, and spend the time saved on answering comments and messages.',
        ],
        el: [
          'Όταν αναρτάτε μόνο όταν βρίσκετε χρόνο, αναρτάτε σπάνια. Μια μικρή επιχείρηση χρειάζεται δύο ή τρεις καλές αναρτήσεις την εβδομάδα, σχεδιασμένες από πριν. Καθίστε μία φορά τον μήνα, διαλέξτε θέματα και αφήστε τον βοηθό να σας βοηθήσει στο γράψιμο, ενώ εσείς δίνετε τις φωτογραφίες και τις ιστορίες.',
          'Ένας απλός συνδυασμός λειτουργεί: παρασκήνιο (η πρωινή ψαριά, το ψωμί που βγαίνει από τον φούρνο, η ομάδα), αποδείξεις (μια κριτική, ένα πριν και μετά), χρήσιμες τοπικές συμβουλές (το καλύτερο σημείο για ηλιοβασίλεμα κοντά σας, πού να παρκάρετε, τι γίνεται αυτό το Σαββατοκύριακο) και, το πολύ μία στις τέσσερις αναρτήσεις, μια προσφορά. Ζητήστε από τον βοηθό ένα ημερολόγιο τεσσάρων εβδομάδων με αυτά τα θέματα, προσαρμοσμένο στην εποχή και στις γιορτές του μήνα.',
          'Για κάθε ανάρτηση περιγράψτε στον βοηθό την πραγματική φωτογραφία σας και ζητήστε λεζάντα δύο ή τριών σύντομων προτάσεων, μια ερώτηση που προσκαλεί σχόλια και μερικά σχετικά hashtags. Ζητήστε τη γλώσσα που χρησιμοποιούν περισσότερο οι ακόλουθοί σας ή δύο σύντομες εκδοχές στην ίδια ανάρτηση. Προγραμματίστε τις αναρτήσεις με το εργαλείο προγραμματισμού της ίδιας της πλατφόρμας και αφιερώστε τον χρόνο που κερδίζετε στις απαντήσεις σε σχόλια και μηνύματα.',
        ],
        ru: [
          'Если публиковать только при наличии времени, публикации будут редкими. Малому бизнесу нужно два-три хороших поста в неделю, запланированных заранее. Раз в месяц сядьте, выберите темы и позвольте ассистенту помочь с текстами, а фотографии и истории дайте сами.',
          'Работает простая схема: закулисье (утренний улов, хлеб из печи, команда), доказательства (отзыв, «до и после»), полезные местные советы (лучшее место для заката рядом с вами, где припарковаться, что происходит в эти выходные) и не чаще чем каждый четвёртый пост — акция. Попросите ассистента составить план на четыре недели с этими темами с учётом сезона и праздников месяца.',
          'Для каждого поста опишите ассистенту свою настоящую фотографию и попросите подпись из двух-трёх коротких предложений, вопрос, который приглашает к комментариям, и несколько подходящих хэштегов. Просите текст на языке, которым больше всего пользуются ваши подписчики, или две короткие версии в одном посте. Запланируйте публикации встроенным планировщиком платформы, а сэкономленное время потратьте на ответы на комментарии и сообщения.',
        ],
      },
      steps: {
        en: [
          'Take twenty real photos during a normal working week.',
          'Ask an assistant for a four-week calendar with behind-the-scenes, proof, local tips and one offer.',
          'Write a caption for each planned post from your photo and your brief, and edit it in your voice.',
          'Schedule all posts and set a daily ten-minute slot for replies.',
        ],
        el: [
          'Τραβήξτε είκοσι πραγματικές φωτογραφίες σε μια κανονική εβδομάδα εργασίας.',
          'Ζητήστε από έναν βοηθό ημερολόγιο τεσσάρων εβδομάδων με παρασκήνιο, αποδείξεις, τοπικές συμβουλές και μία προσφορά.',
          'Γράψτε λεζάντα για κάθε προγραμματισμένη ανάρτηση από τη φωτογραφία και το σημείωμά σας και προσαρμόστε τη στη φωνή σας.',
          'Προγραμματίστε όλες τις αναρτήσεις και κρατήστε καθημερινά δέκα λεπτά για απαντήσεις.',
        ],
        ru: [
          'Сделайте двадцать настоящих фотографий за обычную рабочую неделю.',
          'Попросите ассистента составить план на четыре недели: закулисье, доказательства, местные советы и одна акция.',
          'Напишите подпись к каждому запланированному посту по фото и паспорту бизнеса и отредактируйте её своим голосом.',
          'Запланируйте все посты и выделяйте ежедневно десять минут на ответы.',
        ],
      },
      exercise: {
        en: 'Plan next month’s posts today: twelve posts, each with a photo, a caption and a date. Schedule at least the first four before you close this lesson.',
        el: 'Σχεδιάστε σήμερα τις αναρτήσεις του επόμενου μήνα: δώδεκα αναρτήσεις, καθεμία με φωτογραφία, λεζάντα και ημερομηνία. Προγραμματίστε τουλάχιστον τις τέσσερις πρώτες πριν κλείσετε αυτό το μάθημα.',
        ru: 'Спланируйте посты на следующий месяц уже сегодня: двенадцать постов, у каждого фото, подпись и дата. Запланируйте хотя бы первые четыре, прежде чем закрыть этот урок.',
      },
      keyTakeaways: {
        en: [
          'Plan a month at once; do not post only when there is time.',
          'Mix behind the scenes, proof, local tips and occasional offers.',
          'Your real photos and stories make AI captions credible.',
        ],
        el: [
          'Σχεδιάστε έναν μήνα μονομιάς· μην αναρτάτε μόνο όταν βρίσκετε χρόνο.',
          'Συνδυάστε παρασκήνιο, αποδείξεις, τοπικές συμβουλές και περιστασιακές προσφορές.',
          'Οι πραγματικές φωτογραφίες και ιστορίες σας κάνουν πειστικές τις λεζάντες της τεχνητής νοημοσύνης.',
        ],
        ru: [
          'Планируйте сразу на месяц, а не публикуйте только при наличии времени.',
          'Чередуйте закулисье, доказательства, местные советы и редкие акции.',
          'Ваши настоящие фото и истории делают подписи от ИИ убедительными.',
        ],
      },
    },
  ],
}
