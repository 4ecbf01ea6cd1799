import type { CourseModule } from '@domain/course/course'

// Module 4: GDPR consent for marketing, newsletters, and customer service with chat assistants.
export const customersAndConsentModule: CourseModule = {
  slug: 'customers-and-consent',
  title: {
    en: 'Customers, consent and service',
    el: 'Πελάτες, συγκατάθεση και εξυπηρέτηση',
    ru: 'Клиенты, согласие и обслуживание',
  },
  summary: {
    en: 'Collect marketing consent the GDPR way, write newsletters customers want to open, and answer common questions with a chat assistant without losing the personal touch.',
    el: 'Συλλέξτε συγκατάθεση για μάρκετινγκ όπως ορίζει ο GDPR, γράψτε ενημερωτικά δελτία που οι πελάτες θέλουν να ανοίγουν και απαντήστε στις συχνές ερωτήσεις με βοηθό συνομιλίας χωρίς να χάσετε την προσωπική επαφή.',
    ru: 'Собирайте согласие на маркетинг по правилам GDPR, пишите рассылки, которые хочется открыть, и отвечайте на частые вопросы с помощью чат-ассистента, не теряя личного подхода.',
  },
  lessons: [
    {
      slug: 'gdpr-and-marketing-consent',
      minutes: 15,
      title: {
        en: 'GDPR basics for marketing consent',
        el: 'Βασικά του GDPR για τη συγκατάθεση στο μάρκετινγκ',
        ru: 'Основы GDPR: согласие на маркетинг',
      },
      summary: {
        en: 'What consent means under the GDPR for emails and messages, how to record it, how unsubscribing must work, and what never to paste into an AI tool.',
        el: 'Τι σημαίνει συγκατάθεση κατά τον GDPR για email και μηνύματα, πώς την καταγράφετε, πώς πρέπει να λειτουργεί η διαγραφή και τι δεν πρέπει ποτέ να επικολλάτε σε εργαλείο τεχνητής νοημοσύνης.',
        ru: 'Что такое согласие по GDPR для писем и сообщений, как его фиксировать, как должна работать отписка и что никогда нельзя вставлять в инструменты ИИ.',
      },
      body: {
        en: [
          'Cyprus is in the European Union, so the General Data Protection Regulation (GDPR) applies to every customer list you keep, and the Commissioner for Personal Data Protection enforces it. For marketing emails and messages the safe rule is simple: send them only to people who clearly agreed to receive them, and make stopping easy.',
          'Consent must be a free, specific, informed and active choice: an unticked box saying what you will send and how often, not a pre-ticked box or a line hidden in the booking conditions. Record who agreed, when, how and to what, and keep that record. Every message needs a working unsubscribe link or a simple “reply STOP”, and a request to stop must be honoured quickly.',
          'AI tools add one more rule: do not paste customers’ names, phone numbers, emails, health details or booking histories into a general chat assistant. Describe the situation instead (“a guest complained that the room was cold”) or use anonymised data. This is not legal advice; for your specific case, ask a lawyer or read the Commissioner’s guidance.',
        ],
        el: [
          'Η Κύπρος είναι μέλος της Ευρωπαϊκής Ένωσης, άρα ο Γενικός Κανονισμός για την Προστασία Δεδομένων (GDPR) ισχύει για κάθε λίστα πελατών που κρατάτε, και την εφαρμογή του επιβλέπει η Επίτροπος Προστασίας Δεδομένων Προσωπικού Χαρακτήρα. Για email και μηνύματα μάρκετινγκ ο ασφαλής κανόνας είναι απλός: τα στέλνετε μόνο σε όσους συμφώνησαν ξεκάθαρα να τα λαμβάνουν και κάνετε εύκολη τη διακοπή τους.',
          'Η συγκατάθεση πρέπει να είναι ελεύθερη, συγκεκριμένη, ενημερωμένη και ενεργή επιλογή: ένα κενό κουτάκι που λέει τι θα στέλνετε και πόσο συχνά, όχι ένα προεπιλεγμένο κουτάκι ή μια γραμμή κρυμμένη στους όρους κράτησης. Καταγράψτε ποιος συμφώνησε, πότε, πώς και σε τι, και κρατήστε αυτό το αρχείο. Κάθε μήνυμα χρειάζεται σύνδεσμο διαγραφής που λειτουργεί ή ένα απλό «απαντήστε STOP», και ένα αίτημα διακοπής πρέπει να εκτελείται γρήγορα.',
          'Τα εργαλεία τεχνητής νοημοσύνης προσθέτουν έναν ακόμη κανόνα: μην επικολλάτε ονόματα, τηλέφωνα, email, στοιχεία υγείας ή ιστορικό κρατήσεων πελατών σε έναν γενικό βοηθό συνομιλίας. Περιγράψτε αντί γι’ αυτό την κατάσταση («ένας πελάτης παραπονέθηκε ότι το δωμάτιο ήταν κρύο») ή χρησιμοποιήστε ανωνυμοποιημένα δεδομένα. Αυτό δεν είναι νομική συμβουλή· για τη δική σας περίπτωση ρωτήστε έναν δικηγόρο ή διαβάστε τις οδηγίες της Επιτρόπου.',
        ],
        ru: [
          'Кипр входит в Европейский союз, поэтому Общий регламент по защите данных (GDPR) распространяется на любой список клиентов, который вы ведёте, а за его соблюдением следит Уполномоченный по защите персональных данных. Для маркетинговых писем и сообщений безопасное правило простое: отправляйте их только тем, кто ясно согласился их получать, и сделайте отказ лёгким.',
          'Согласие должно быть добровольным, конкретным, осознанным и активным: пустая галочка с пояснением, что и как часто вы будете присылать, а не заранее отмеченная галочка или строка, спрятанная в условиях бронирования. Фиксируйте, кто согласился, когда, каким способом и на что, и храните эту запись. В каждом сообщении должна быть рабочая ссылка для отписки или простое «ответьте STOP», а просьбу прекратить рассылку нужно выполнять быстро.',
          'Инструменты ИИ добавляют ещё одно правило: не вставляйте в обычного чат-ассистента имена, телефоны, адреса почты, сведения о здоровье или историю бронирований клиентов. Вместо этого описывайте ситуацию («гость пожаловался, что в номере было холодно») или используйте обезличенные данные. Это не юридическая консультация; в вашем конкретном случае обратитесь к юристу или изучите разъяснения Уполномоченного.',
        ],
      },
      steps: {
        en: [
          'List every place where you collect contact details: bookings, forms, the till, social media.',
          'Add an unticked, clearly worded consent box or question to each of them.',
          'Keep a record of consent with date, source and wording.',
          'Test your unsubscribe link or STOP reply and write down who handles requests.',
        ],
        el: [
          'Καταγράψτε κάθε σημείο όπου συλλέγετε στοιχεία επικοινωνίας: κρατήσεις, φόρμες, ταμείο, μέσα κοινωνικής δικτύωσης.',
          'Προσθέστε σε καθένα ένα κενό κουτάκι ή μια ερώτηση συγκατάθεσης με σαφή διατύπωση.',
          'Κρατήστε αρχείο συγκατάθεσης με ημερομηνία, πηγή και διατύπωση.',
          'Δοκιμάστε τον σύνδεσμο διαγραφής ή την απάντηση STOP και σημειώστε ποιος χειρίζεται τα αιτήματα.',
        ],
        ru: [
          'Перечислите все места, где вы собираете контакты: бронирования, формы, касса, соцсети.',
          'Добавьте в каждое из них пустую галочку или вопрос о согласии с понятной формулировкой.',
          'Ведите учёт согласий с датой, источником и формулировкой.',
          'Проверьте ссылку для отписки или ответ STOP и запишите, кто обрабатывает такие запросы.',
        ],
      },
      exercise: {
        en: 'Ask an assistant to write a consent sentence for your booking form in English, Greek and Russian that says exactly what you will send and how often. Check it against the four words: free, specific, informed, active.',
        el: 'Ζητήστε από έναν βοηθό να γράψει μια πρόταση συγκατάθεσης για τη φόρμα κρατήσεών σας στα αγγλικά, στα ελληνικά και στα ρωσικά, που λέει ακριβώς τι θα στέλνετε και πόσο συχνά. Ελέγξτε τη με τις τέσσερις λέξεις: ελεύθερη, συγκεκριμένη, ενημερωμένη, ενεργή.',
        ru: 'Попросите ассистента написать фразу согласия для вашей формы бронирования на английском, греческом и русском, в которой точно сказано, что и как часто вы будете присылать. Проверьте её по четырём словам: добровольное, конкретное, осознанное, активное.',
      },
      keyTakeaways: {
        en: [
          'Marketing messages go only to people who actively agreed.',
          'Record consent and make unsubscribing easy and quick.',
          'Never paste customers’ personal data into a general AI tool.',
        ],
        el: [
          'Τα μηνύματα μάρκετινγκ πηγαίνουν μόνο σε όσους συμφώνησαν ενεργά.',
          'Καταγράφετε τη συγκατάθεση και κάνετε τη διαγραφή εύκολη και γρήγορη.',
          'Μην επικολλάτε ποτέ προσωπικά δεδομένα πελατών σε γενικό εργαλείο τεχνητής νοημοσύνης.',
        ],
        ru: [
          'Маркетинговые сообщения получают только те, кто активно согласился.',
          'Фиксируйте согласие и делайте отписку простой и быстрой.',
          'Никогда не вставляйте личные данные клиентов в обычные инструменты ИИ.',
        ],
      },
    },
    {
      slug: 'newsletters-customers-open',
      minutes: 13,
      title: {
        en: 'Newsletters customers want to open',
        el: 'Ενημερωτικά δελτία που οι πελάτες θέλουν να ανοίγουν',
        ru: 'Рассылки, которые хочется открыть',
      },
      summary: {
        en: 'Plan a short monthly newsletter, write subject lines and content with AI, send each customer their language, and learn from open and click rates.',
        el: 'Σχεδιάστε ένα σύντομο μηνιαίο ενημερωτικό δελτίο, γράψτε θέματα και περιεχόμενο με τεχνητή νοημοσύνη, στείλτε σε κάθε πελάτη στη γλώσσα του και μάθετε από τα ποσοστά ανοίγματος και κλικ.',
        ru: 'Спланируйте короткую ежемесячную рассылку, пишите темы писем и содержание с помощью ИИ, отправляйте каждому клиенту письмо на его языке и учитесь на показателях открытий и кликов.',
      },
      body: {
        en: [
          'Your email list is the one audience no platform can take away from you. People who agreed to hear from you are your warmest customers: regulars, past guests, people who asked about your services. A short newsletter once a month keeps you in mind for their next visit or their friends’ holidays in Cyprus.',
          'Keep it short: one main story (the new season’s menu, a renovated room, a new service), one useful tip, one offer or event, and one clear button. Ask the assistant for five subject lines under 50 characters and pick the one that sounds most like you; subject lines decide whether the rest is read. Record the language each subscriber chose and send Greek, English and Russian versions separately, each written for its reader.',
          'After sending, look at three numbers: how many opened, how many clicked and how many unsubscribed. Paste them, month by month, into the assistant and ask what changed and what to try next. A rise in unsubscribes usually means too many emails or too many offers; a low click rate means the button or the offer was unclear.',
        ],
        el: [
          'Η λίστα email σας είναι το μόνο κοινό που καμία πλατφόρμα δεν μπορεί να σας πάρει. Όσοι συμφώνησαν να ακούν από εσάς είναι οι πιο θερμοί σας πελάτες: τακτικοί, παλιοί επισκέπτες, άνθρωποι που ρώτησαν για τις υπηρεσίες σας. Ένα σύντομο ενημερωτικό δελτίο μία φορά τον μήνα σας κρατά στο μυαλό τους για την επόμενη επίσκεψη ή για τις διακοπές των φίλων τους στην Κύπρο.',
          'Κρατήστε το σύντομο: ένα κύριο θέμα (το μενού της νέας σεζόν, ένα ανακαινισμένο δωμάτιο, μια νέα υπηρεσία), μία χρήσιμη συμβουλή, μία προσφορά ή εκδήλωση και ένα σαφές κουμπί. Ζητήστε από τον βοηθό πέντε θέματα κάτω από 50 χαρακτήρες και διαλέξτε αυτό που σας μοιάζει περισσότερο· το θέμα αποφασίζει αν θα διαβαστεί το υπόλοιπο. Καταγράψτε τη γλώσσα που επέλεξε κάθε συνδρομητής και στείλτε χωριστά ελληνική, αγγλική και ρωσική εκδοχή, καθεμία γραμμένη για τον αναγνώστη της.',
          'Μετά την αποστολή κοιτάξτε τρία νούμερα: πόσοι το άνοιξαν, πόσοι πάτησαν σύνδεσμο και πόσοι διαγράφηκαν. Επικολλήστε τα, μήνα με τον μήνα, στον βοηθό και ρωτήστε τι άλλαξε και τι να δοκιμάσετε μετά. Η αύξηση των διαγραφών συνήθως σημαίνει πάρα πολλά email ή πάρα πολλές προσφορές· ένα χαμηλό ποσοστό κλικ σημαίνει ότι το κουμπί ή η προσφορά δεν ήταν σαφή.',
        ],
        ru: [
          'Ваш список адресов — единственная аудитория, которую у вас не отнимет ни одна платформа. Те, кто согласился получать от вас письма, — самые тёплые клиенты: постоянные гости, бывшие постояльцы, люди, интересовавшиеся вашими услугами. Короткая рассылка раз в месяц напоминает о вас перед их следующим визитом или отпуском их друзей на Кипре.',
          'Пишите коротко: одна главная новость (меню нового сезона, обновлённый номер, новая услуга), один полезный совет, одна акция или событие и одна понятная кнопка. Попросите ассистента предложить пять тем письма короче 50 символов и выберите ту, что больше всего похожа на вас: от темы зависит, прочитают ли остальное. Фиксируйте язык, выбранный каждым подписчиком, и отправляйте греческую, английскую и русскую версии отдельно, каждую — написанную для своего читателя.',
          'После отправки посмотрите на три цифры: сколько открыли, сколько кликнули и сколько отписались. Вставляйте их месяц за месяцем в ассистента и спрашивайте, что изменилось и что попробовать дальше. Рост отписок обычно означает слишком много писем или слишком много акций, а низкий процент кликов — что кнопка или предложение были непонятны.',
        ],
      },
      steps: {
        en: [
          'Choose a fixed day each month for your newsletter.',
          'Collect one story, one tip, one offer or event and one call to action.',
          'Generate five subject lines and the text, then edit and check each language version.',
          'Note opens, clicks and unsubscribes after every send in a simple table.',
        ],
        el: [
          'Επιλέξτε μια σταθερή μέρα κάθε μήνα για το ενημερωτικό σας δελτίο.',
          'Συγκεντρώστε ένα θέμα, μία συμβουλή, μία προσφορά ή εκδήλωση και μία πρόσκληση σε δράση.',
          'Δημιουργήστε πέντε θέματα και το κείμενο, έπειτα επεξεργαστείτε και ελέγξτε κάθε γλωσσική εκδοχή.',
          'Σημειώνετε ανοίγματα, κλικ και διαγραφές μετά από κάθε αποστολή σε έναν απλό πίνακα.',
        ],
        ru: [
          'Выберите постоянный день месяца для рассылки.',
          'Соберите одну новость, один совет, одну акцию или событие и один призыв к действию.',
          'Сгенерируйте пять тем письма и текст, затем отредактируйте и проверьте каждую языковую версию.',
          'После каждой отправки записывайте открытия, клики и отписки в простую таблицу.',
        ],
      },
      exercise: {
        en: 'Write next month’s newsletter with an assistant: five subject lines, a 150-word body and one button. Send it to yourself in all your languages and read it on your phone before it goes to anyone else.',
        el: 'Γράψτε με έναν βοηθό το ενημερωτικό δελτίο του επόμενου μήνα: πέντε θέματα, κείμενο 150 λέξεων και ένα κουμπί. Στείλτε το στον εαυτό σας σε όλες τις γλώσσες σας και διαβάστε το στο κινητό πριν φτάσει σε οποιονδήποτε άλλον.',
        ru: 'Напишите с ассистентом рассылку на следующий месяц: пять тем письма, текст на 150 слов и одну кнопку. Отправьте её себе на всех своих языках и прочитайте с телефона, прежде чем она уйдёт кому-то ещё.',
      },
      keyTakeaways: {
        en: [
          'Your email list is an audience you own.',
          'One story, one tip, one offer, one button.',
          'Opens, clicks and unsubscribes tell you what to change.',
        ],
        el: [
          'Η λίστα email σας είναι ένα κοινό που σας ανήκει.',
          'Ένα θέμα, μία συμβουλή, μία προσφορά, ένα κουμπί.',
          'Τα ανοίγματα, τα κλικ και οι διαγραφές σάς λένε τι να αλλάξετε.',
        ],
        ru: [
          'Список адресов — аудитория, которая принадлежит вам.',
          'Одна новость, один совет, одна акция, одна кнопка.',
          'Открытия, клики и отписки подсказывают, что менять.',
        ],
      },
    },
    {
      slug: 'chat-assistants-for-customer-service',
      minutes: 14,
      title: {
        en: 'Customer service with chat assistants',
        el: 'Εξυπηρέτηση πελατών με βοηθούς συνομιλίας',
        ru: 'Обслуживание клиентов с помощью чат-ассистентов',
      },
      summary: {
        en: 'Prepare answers to the questions customers ask every day, use a chat assistant on your website or messaging channels, and decide when a person must take over.',
        el: 'Ετοιμάστε απαντήσεις στις ερωτήσεις που κάνουν καθημερινά οι πελάτες, χρησιμοποιήστε βοηθό συνομιλίας στον ιστότοπο ή στις εφαρμογές μηνυμάτων σας και αποφασίστε πότε πρέπει να αναλαμβάνει άνθρωπος.',
        ru: 'Подготовьте ответы на вопросы, которые клиенты задают каждый день, используйте чат-ассистента на сайте или в мессенджерах и решите, когда должен подключаться человек.',
      },
      body: {
        en: [
          'Most messages a small business receives are the same twenty questions: opening hours, prices, parking, whether you have a table tonight, whether the room has a cot, whether you speak Russian. Answering them at 11 pm in three languages is tiring, and slow answers lose bookings to the business that replied first.',
          'Start with a written list of frequently asked questions and your true answers. Ask an assistant to turn your messages from the last month into that list, then correct every answer yourself. This list is useful on its own: on your website, in your listing, as saved replies in WhatsApp Business or Viber, and as the knowledge a chat assistant answers from.',
          'A chat assistant on your site or messaging channel can answer those questions instantly in the customer’s language. Set clear limits: it answers only from your list, says it is an assistant, never invents prices or availability, and hands over to a person for complaints, special requests, payments and anything it is unsure about. Read its conversations every week and improve the list where it struggled.',
        ],
        el: [
          'Τα περισσότερα μηνύματα που λαμβάνει μια μικρή επιχείρηση είναι οι ίδιες είκοσι ερωτήσεις: ωράριο, τιμές, στάθμευση, αν υπάρχει τραπέζι απόψε, αν το δωμάτιο έχει παιδικό κρεβάτι, αν μιλάτε ρωσικά. Το να απαντάτε σε αυτές στις 11 το βράδυ σε τρεις γλώσσες είναι κουραστικό, και οι αργές απαντήσεις χάνουν κρατήσεις προς την επιχείρηση που απάντησε πρώτη.',
          'Ξεκινήστε με μια γραπτή λίστα συχνών ερωτήσεων και των αληθινών σας απαντήσεων. Ζητήστε από έναν βοηθό να μετατρέψει τα μηνύματα του τελευταίου μήνα σε αυτή τη λίστα και έπειτα διορθώστε μόνοι σας κάθε απάντηση. Η λίστα είναι χρήσιμη και από μόνη της: στον ιστότοπό σας, στην καταχώρισή σας, ως αποθηκευμένες απαντήσεις στο WhatsApp Business ή στο Viber και ως η γνώση από την οποία απαντά ένας βοηθός συνομιλίας.',
          'Ένας βοηθός συνομιλίας στον ιστότοπο ή στο κανάλι μηνυμάτων σας μπορεί να απαντά αμέσως σε αυτές τις ερωτήσεις στη γλώσσα του πελάτη. Βάλτε σαφή όρια: απαντά μόνο από τη λίστα σας, δηλώνει ότι είναι βοηθός, δεν επινοεί ποτέ τιμές ή διαθεσιμότητα και παραδίδει σε άνθρωπο για παράπονα, ειδικά αιτήματα, πληρωμές και ό,τι δεν είναι σίγουρος. Διαβάζετε τις συνομιλίες του κάθε εβδομάδα και βελτιώνετε τη λίστα όπου δυσκολεύτηκε.',
        ],
        ru: [
          'Большинство сообщений, которые получает малый бизнес, — это одни и те же двадцать вопросов: часы работы, цены, парковка, есть ли столик сегодня вечером, есть ли в номере детская кроватка, говорите ли вы по-русски. Отвечать на них в 11 вечера на трёх языках утомительно, а медленные ответы уводят бронирования к тем, кто ответил первым.',
          'Начните с письменного списка частых вопросов и ваших достоверных ответов. Попросите ассистента превратить ваши сообщения за последний месяц в такой список, а затем сами исправьте каждый ответ. Этот список полезен и сам по себе: на сайте, в карточке компании, в виде быстрых ответов в WhatsApp Business или Viber и как база знаний, на которую опирается чат-ассистент.',
          'Чат-ассистент на сайте или в мессенджере может мгновенно отвечать на эти вопросы на языке клиента. Задайте чёткие границы: он отвечает только по вашему списку, сообщает, что он ассистент, никогда не придумывает цены или наличие мест и передаёт разговор человеку при жалобах, особых просьбах, оплате и во всех случаях, когда не уверен. Каждую неделю читайте его переписку и дополняйте список там, где он затруднялся.',
        ],
      },
      steps: {
        en: [
          'Export or copy last month’s customer messages, removing names and numbers.',
          'Ask an assistant to group them into the twenty most frequent questions.',
          'Write and check the true answer to each question in all your languages.',
          'Define when a person takes over, and review the assistant’s conversations weekly.',
        ],
        el: [
          'Εξαγάγετε ή αντιγράψτε τα μηνύματα πελατών του τελευταίου μήνα, αφαιρώντας ονόματα και αριθμούς.',
          'Ζητήστε από έναν βοηθό να τα ομαδοποιήσει στις είκοσι πιο συχνές ερωτήσεις.',
          'Γράψτε και ελέγξτε την αληθινή απάντηση σε κάθε ερώτηση σε όλες τις γλώσσες σας.',
          'Ορίστε πότε αναλαμβάνει άνθρωπος και ελέγχετε τις συνομιλίες του βοηθού κάθε εβδομάδα.',
        ],
        ru: [
          'Выгрузите или скопируйте сообщения клиентов за последний месяц, удалив имена и номера.',
          'Попросите ассистента сгруппировать их в двадцать самых частых вопросов.',
          'Напишите и проверьте достоверный ответ на каждый вопрос на всех своих языках.',
          'Определите, когда подключается человек, и еженедельно просматривайте переписку ассистента.',
        ],
      },
      exercise: {
        en: 'Write your top ten questions and answers. Then ask an assistant to play a tourist and a local asking tricky variations of them, and note every case where your answers are not enough.',
        el: 'Γράψτε τις δέκα πιο συχνές ερωτήσεις και τις απαντήσεις σας. Έπειτα ζητήστε από έναν βοηθό να υποδυθεί έναν τουρίστα και έναν ντόπιο που κάνουν δύσκολες παραλλαγές τους και σημειώστε κάθε περίπτωση όπου οι απαντήσεις σας δεν αρκούν.',
        ru: 'Запишите десять самых частых вопросов и ответы на них. Затем попросите ассистента сыграть туриста и местного жителя, задающих каверзные варианты этих вопросов, и отметьте каждый случай, когда ваших ответов недостаточно.',
      },
      keyTakeaways: {
        en: [
          'A checked list of frequent questions is the base of good automated service.',
          'The assistant answers only from your facts and says it is an assistant.',
          'Complaints, payments and special requests go to a person.',
        ],
        el: [
          'Μια ελεγμένη λίστα συχνών ερωτήσεων είναι η βάση μιας καλής αυτόματης εξυπηρέτησης.',
          'Ο βοηθός απαντά μόνο από τα δικά σας στοιχεία και δηλώνει ότι είναι βοηθός.',
          'Τα παράπονα, οι πληρωμές και τα ειδικά αιτήματα πηγαίνουν σε άνθρωπο.',
        ],
        ru: [
          'Проверенный список частых вопросов — основа хорошего автоматического обслуживания.',
          'Ассистент отвечает только по вашим фактам и сообщает, что он ассистент.',
          'Жалобы, оплата и особые просьбы передаются человеку.',
        ],
      },
    },
  ],
}
