import type { CourseModule } from '@domain/course/course'

// Module 1: what AI assistants are good for in a small Cypriot business, and how to ask them well.
export const foundationsModule: CourseModule = {
  slug: 'foundations',
  title: {
    en: 'AI foundations for a Cyprus small business',
    el: 'Βασικές αρχές της τεχνητής νοημοσύνης για μια μικρή επιχείρηση στην Κύπρο',
    ru: 'Основы ИИ для малого бизнеса на Кипре',
  },
  summary: {
    en: 'What AI tools can and cannot do for you, how to write prompts that work, and a business brief you reuse in every conversation.',
    el: 'Τι μπορούν και τι δεν μπορούν να κάνουν για εσάς τα εργαλεία τεχνητής νοημοσύνης, πώς να γράφετε οδηγίες που αποδίδουν και ένα σημείωμα της επιχείρησής σας για κάθε συνομιλία.',
    ru: 'Что инструменты ИИ могут и чего не могут сделать для вас, как писать работающие запросы и как составить описание бизнеса, которое пригодится в каждом разговоре.',
  },
  lessons: [
    {
      slug: 'what-ai-can-do-for-your-business',
      minutes: 12,
      title: {
        en: 'What AI assistants can do for your business',
        el: 'Τι μπορούν να κάνουν οι βοηθοί τεχνητής νοημοσύνης για την επιχείρησή σας',
        ru: 'Чем ИИ-ассистенты полезны вашему бизнесу',
      },
      summary: {
        en: 'A realistic picture of AI chat assistants: the marketing and admin jobs they speed up, where they make mistakes, and the rule of checking every fact.',
        el: 'Μια ρεαλιστική εικόνα των βοηθών συνομιλίας: ποιες εργασίες μάρκετινγκ και διαχείρισης επιταχύνουν, πού κάνουν λάθη και ο κανόνας να ελέγχετε κάθε στοιχείο.',
        ru: 'Реалистичный взгляд на чат-ассистентов: какие задачи маркетинга и администрирования они ускоряют, где ошибаются и почему каждый факт нужно проверять.',
      },
      body: {
        en: [
          'An AI chat assistant is a writing and thinking partner that answers in seconds. For a taverna in Paphos, a hair salon in Limassol or a car-hire office in Larnaca, that means first drafts of listing descriptions, replies to reviews, social media posts, offer ideas and emails, in English, Greek and Russian, without hiring an agency.',
          'The assistant does not know your business. It predicts likely text, so it will happily invent opening hours, prices or awards that sound right. Treat every draft as written by a quick but new employee: useful, fast, and in need of your check before anything is published.',
          'The owners who benefit most use AI for repeatable jobs: the weekly post, the review reply, the seasonal menu text. They keep the final decision, the facts and the personal tone. In this course you will build those habits step by step, using this portal, your Google Business Profile and the channels your customers already use.',
        ],
        el: [
          'Ένας βοηθός συνομιλίας τεχνητής νοημοσύνης είναι ένας συνεργάτης στη γραφή και στη σκέψη που απαντά σε δευτερόλεπτα. Για μια ταβέρνα στην Πάφο, ένα κομμωτήριο στη Λεμεσό ή ένα γραφείο ενοικίασης αυτοκινήτων στη Λάρνακα, αυτό σημαίνει πρώτα σχέδια για περιγραφές καταχώρισης, απαντήσεις σε κριτικές, αναρτήσεις στα μέσα κοινωνικής δικτύωσης, ιδέες για προσφορές και email, στα αγγλικά, στα ελληνικά και στα ρωσικά, χωρίς να προσλάβετε διαφημιστική εταιρεία.',
          'Ο βοηθός δεν γνωρίζει την επιχείρησή σας. Προβλέπει πιθανό κείμενο, γι’ αυτό μπορεί εύκολα να επινοήσει ωράρια, τιμές ή βραβεία που ακούγονται σωστά. Αντιμετωπίστε κάθε σχέδιο σαν να το έγραψε ένας γρήγορος αλλά καινούργιος υπάλληλος: χρήσιμο και γρήγορο, αλλά χρειάζεται τον δικό σας έλεγχο πριν δημοσιευτεί οτιδήποτε.',
          'Οι επιχειρηματίες που κερδίζουν περισσότερο χρησιμοποιούν την τεχνητή νοημοσύνη σε επαναλαμβανόμενες εργασίες: την εβδομαδιαία ανάρτηση, την απάντηση σε μια κριτική, το κείμενο του εποχικού μενού. Κρατούν οι ίδιοι την τελική απόφαση, τα στοιχεία και το προσωπικό ύφος. Σε αυτό το σεμινάριο θα χτίσετε αυτές τις συνήθειες βήμα προς βήμα, με αυτή την πύλη, το Google Business Profile σας και τα κανάλια που ήδη χρησιμοποιούν οι πελάτες σας.',
        ],
        ru: [
          'ИИ-ассистент в чате — это помощник в письме и размышлениях, который отвечает за секунды. Для таверны в Пафосе, парикмахерской в Лимассоле или офиса проката автомобилей в Ларнаке это черновики описаний, ответы на отзывы, посты для соцсетей, идеи акций и письма на английском, греческом и русском языках без найма агентства.',
          'Ассистент не знает ваш бизнес. Он подбирает правдоподобный текст и поэтому легко придумывает часы работы, цены или награды, которые звучат убедительно. Относитесь к каждому черновику как к работе быстрого, но нового сотрудника: полезно и быстро, но перед публикацией всё нужно проверить самому.',
          'Больше всего выигрывают владельцы, которые поручают ИИ повторяющиеся задачи: еженедельный пост, ответ на отзыв, текст сезонного меню. Окончательное решение, факты и личный тон они оставляют за собой. В этом курсе вы шаг за шагом выработаете такие привычки, используя этот портал, свой профиль Google Business Profile и каналы, которыми уже пользуются ваши клиенты.',
        ],
      },
      steps: {
        en: [
          'List ten marketing or admin tasks you did last month and how long each took.',
          'Mark the ones that start with writing: descriptions, replies, posts, emails, offers.',
          'Pick one AI chat assistant and try it on the two most time-consuming tasks.',
          'Check every fact in the drafts against your own records before you use them.',
        ],
        el: [
          'Καταγράψτε δέκα εργασίες μάρκετινγκ ή διαχείρισης που κάνατε τον περασμένο μήνα και πόσο χρόνο πήρε η καθεμία.',
          'Σημειώστε όσες ξεκινούν με γράψιμο: περιγραφές, απαντήσεις, αναρτήσεις, email, προσφορές.',
          'Διαλέξτε έναν βοηθό συνομιλίας και δοκιμάστε τον στις δύο πιο χρονοβόρες εργασίες.',
          'Ελέγξτε κάθε στοιχείο των σχεδίων με τα δικά σας αρχεία πριν τα χρησιμοποιήσετε.',
        ],
        ru: [
          'Запишите десять маркетинговых или административных задач за прошлый месяц и сколько времени заняла каждая.',
          'Отметьте те, что начинаются с текста: описания, ответы, посты, письма, акции.',
          'Выберите одного ИИ-ассистента и попробуйте его на двух самых трудоёмких задачах.',
          'Перед использованием сверьте каждый факт в черновиках со своими данными.',
        ],
      },
      exercise: {
        en: 'Ask an AI assistant to draft a three-sentence introduction of your business for a first-time visitor to Cyprus. Underline every claim it made that you did not give it, and correct or delete each one.',
        el: 'Ζητήστε από έναν βοηθό τεχνητής νοημοσύνης να γράψει μια σύντομη παρουσίαση τριών προτάσεων της επιχείρησής σας για κάποιον που επισκέπτεται την Κύπρο πρώτη φορά. Υπογραμμίστε κάθε ισχυρισμό που δεν του δώσατε εσείς και διορθώστε ή σβήστε τον.',
        ru: 'Попросите ИИ-ассистента написать представление вашего бизнеса из трёх предложений для человека, который впервые приехал на Кипр. Подчеркните каждое утверждение, которого вы ему не давали, и исправьте или удалите его.',
      },
      keyTakeaways: {
        en: [
          'AI drafts quickly in all three of your customers’ languages.',
          'It invents plausible facts: you check every one.',
          'Start with repeatable writing tasks, not one-off decisions.',
        ],
        el: [
          'Η τεχνητή νοημοσύνη γράφει γρήγορα σχέδια και στις τρεις γλώσσες των πελατών σας.',
          'Επινοεί πειστικά στοιχεία: τα ελέγχετε όλα εσείς.',
          'Ξεκινήστε από επαναλαμβανόμενες εργασίες γραφής, όχι από μεμονωμένες αποφάσεις.',
        ],
        ru: [
          'ИИ быстро пишет черновики на всех трёх языках ваших клиентов.',
          'Он придумывает правдоподобные факты, поэтому проверяете их вы.',
          'Начинайте с повторяющихся текстовых задач, а не с разовых решений.',
        ],
      },
    },
    {
      slug: 'writing-prompts-that-work',
      minutes: 15,
      title: {
        en: 'Writing prompts that work',
        el: 'Πώς να γράφετε οδηγίες (prompts) που αποδίδουν',
        ru: 'Как писать запросы (промпты), которые работают',
      },
      summary: {
        en: 'A five-part prompt recipe (role, context, task, format, tone) and how to improve a draft by replying to it instead of starting again.',
        el: 'Μια συνταγή πέντε μερών για οδηγίες (ρόλος, πλαίσιο, εργασία, μορφή, ύφος) και πώς βελτιώνετε ένα σχέδιο απαντώντας του αντί να ξεκινάτε από την αρχή.',
        ru: 'Рецепт запроса из пяти частей (роль, контекст, задача, формат, тон) и как улучшать черновик ответами, а не начинать заново.',
      },
      body: {
        en: [
          'A prompt is the instruction you give the assistant. Vague prompts get vague answers: “write a post about my restaurant” produces text that could describe any restaurant in the world. A good prompt gives the assistant what a good copywriter would ask you for before starting.',
          'Use five parts. Role: “You are a copywriter for small hotels in Cyprus.” Context: who you are, where, what makes you different, who the customers are. Task: exactly what to write and for which channel. Format: length, structure, number of versions, hashtags or not. Tone: friendly, formal, playful, and which words to avoid.',
          'The first answer is rarely the best. Reply to it: “shorter”, “less formal”, “mention the sea view from the terrace”, “give me three different opening lines”. This conversation is where most of the quality comes from, and it takes a minute. When a prompt works well, save it in a document so you can reuse it next week.',
        ],
        el: [
          'Η οδηγία (prompt) είναι η εντολή που δίνετε στον βοηθό. Αόριστες οδηγίες φέρνουν αόριστες απαντήσεις: το «γράψε μια ανάρτηση για το εστιατόριό μου» βγάζει κείμενο που θα ταίριαζε σε οποιοδήποτε εστιατόριο του κόσμου. Μια καλή οδηγία δίνει στον βοηθό ό,τι θα σας ρωτούσε ένας καλός κειμενογράφος πριν ξεκινήσει.',
          'Χρησιμοποιήστε πέντε μέρη. Ρόλος: «Είσαι κειμενογράφος για μικρά ξενοδοχεία στην Κύπρο». Πλαίσιο: ποιοι είστε, πού βρίσκεστε, τι σας ξεχωρίζει, ποιοι είναι οι πελάτες σας. Εργασία: τι ακριβώς να γράψει και για ποιο κανάλι. Μορφή: μήκος, δομή, πόσες εκδοχές, με ή χωρίς hashtags. Ύφος: φιλικό, επίσημο, παιχνιδιάρικο και ποιες λέξεις να αποφύγει.',
          'Η πρώτη απάντηση σπάνια είναι η καλύτερη. Απαντήστε της: «πιο σύντομο», «λιγότερο επίσημο», «ανάφερε τη θέα στη θάλασσα από τη βεράντα», «δώσε μου τρεις διαφορετικές πρώτες φράσεις». Από αυτόν τον διάλογο προκύπτει το μεγαλύτερο μέρος της ποιότητας, και κρατά ένα λεπτό. Όταν μια οδηγία λειτουργεί καλά, αποθηκεύστε τη σε ένα έγγραφο για να την ξαναχρησιμοποιήσετε την επόμενη εβδομάδα.',
        ],
        ru: [
          'Запрос (промпт) — это инструкция, которую вы даёте ассистенту. Расплывчатый запрос даёт расплывчатый ответ: «напиши пост о моём ресторане» превращается в текст, который подошёл бы любому ресторану мира. Хороший запрос содержит то, о чём спросил бы вас толковый копирайтер перед началом работы.',
          'Используйте пять частей. Роль: «Ты копирайтер для небольших отелей на Кипре». Контекст: кто вы, где находитесь, чем отличаетесь, кто ваши клиенты. Задача: что именно написать и для какого канала. Формат: длина, структура, количество вариантов, нужны ли хэштеги. Тон: дружелюбный, официальный, игривый, и каких слов избегать.',
          'Первый ответ редко бывает лучшим. Отвечайте на него: «короче», «менее официально», «упомяни вид на море с террасы», «дай три разных первых фразы». Именно в этом диалоге рождается основное качество, и занимает он минуту. Если запрос сработал хорошо, сохраните его в документе, чтобы использовать на следующей неделе.',
        ],
      },
      steps: {
        en: [
          'Write the role in one sentence, naming your trade and Cyprus.',
          'Add three facts of context: location, what makes you different, your main customers.',
          'State the task, the channel and the length in one line.',
          'Name the tone and ask for two or three versions, then reply to improve the best one.',
        ],
        el: [
          'Γράψτε τον ρόλο σε μία πρόταση, αναφέροντας το επάγγελμά σας και την Κύπρο.',
          'Προσθέστε τρία στοιχεία πλαισίου: τοποθεσία, τι σας ξεχωρίζει, ποιοι είναι οι κύριοι πελάτες σας.',
          'Δηλώστε την εργασία, το κανάλι και το μήκος σε μία γραμμή.',
          'Ορίστε το ύφος και ζητήστε δύο ή τρεις εκδοχές, μετά απαντήστε για να βελτιώσετε την καλύτερη.',
        ],
        ru: [
          'Сформулируйте роль одним предложением, назвав свою сферу и Кипр.',
          'Добавьте три факта контекста: место, чем вы отличаетесь, ваши основные клиенты.',
          'Одной строкой укажите задачу, канал и длину.',
          'Назовите тон, попросите два-три варианта и уточняющими ответами доработайте лучший.',
        ],
      },
      exercise: {
        en: 'Write a five-part prompt for an Instagram post announcing your opening hours for the coming holiday. Run it, then improve the result with at least two follow-up replies. Save the final prompt in a “prompt library” document.',
        el: 'Γράψτε μια οδηγία πέντε μερών για μια ανάρτηση στο Instagram που ανακοινώνει το ωράριό σας για την επόμενη αργία. Εκτελέστε τη και βελτιώστε το αποτέλεσμα με τουλάχιστον δύο απαντήσεις. Αποθηκεύστε την τελική οδηγία σε ένα έγγραφο «βιβλιοθήκη οδηγιών».',
        ru: 'Напишите запрос из пяти частей для поста в Instagram о часах работы в ближайший праздник. Выполните его и улучшите результат минимум двумя уточнениями. Сохраните итоговый запрос в документе «библиотека запросов».',
      },
      keyTakeaways: {
        en: [
          'Role, context, task, format and tone turn a generic answer into your answer.',
          'Improve drafts by replying, not by starting over.',
          'Keep the prompts that work in a library you reuse.',
        ],
        el: [
          'Ρόλος, πλαίσιο, εργασία, μορφή και ύφος μετατρέπουν μια γενική απάντηση στη δική σας απάντηση.',
          'Βελτιώνετε τα σχέδια απαντώντας, όχι ξεκινώντας από την αρχή.',
          'Κρατήστε τις οδηγίες που λειτουργούν σε μια βιβλιοθήκη για επαναχρησιμοποίηση.',
        ],
        ru: [
          'Роль, контекст, задача, формат и тон превращают шаблонный ответ в ваш собственный.',
          'Улучшайте черновики уточнениями, а не начинайте заново.',
          'Храните удачные запросы в библиотеке и используйте их повторно.',
        ],
      },
    },
    {
      slug: 'your-business-brief',
      minutes: 14,
      title: {
        en: 'Your business brief: the page every prompt starts from',
        el: 'Το σημείωμα της επιχείρησής σας: η σελίδα από την οποία ξεκινά κάθε οδηγία',
        ru: 'Паспорт бизнеса: страница, с которой начинается каждый запрос',
      },
      summary: {
        en: 'Write one page of verified facts, audiences, tone and languages about your business, and paste it into every AI conversation so the drafts are accurate and sound like you.',
        el: 'Γράψτε μία σελίδα με επιβεβαιωμένα στοιχεία, κοινό, ύφος και γλώσσες της επιχείρησής σας και επικολλήστε τη σε κάθε συνομιλία, ώστε τα σχέδια να είναι ακριβή και να σας μοιάζουν.',
        ru: 'Соберите на одной странице проверенные факты, аудитории, тон и языки вашего бизнеса и вставляйте её в каждый разговор с ИИ, чтобы черновики были точными и звучали как вы.',
      },
      body: {
        en: [
          'Most wrong or bland AI drafts come from missing information. Instead of retyping your details every time, write a business brief once: a single page you paste at the start of each conversation. It turns the assistant from a stranger into someone who knows your shop.',
          'A good brief has the facts (name, town, address, hours by season, prices or price range, how to book, payment methods), what makes you different (family recipes, 20 years on the same beach, speaking Russian at the front desk), your customers (tourists in summer, locals in winter, expats, businesses) and the languages you serve them in.',
          'Add your voice: three adjectives for your tone, words you like and words you never use, and one or two examples of texts you wrote yourself and are proud of. Update the brief when something changes, such as winter hours or a new menu, and date it, so old facts never slip back into your posts.',
        ],
        el: [
          'Τα περισσότερα λανθασμένα ή άχρωμα σχέδια της τεχνητής νοημοσύνης οφείλονται σε πληροφορίες που λείπουν. Αντί να πληκτρολογείτε τα στοιχεία σας κάθε φορά, γράψτε μία φορά ένα σημείωμα της επιχείρησης: μία σελίδα που επικολλάτε στην αρχή κάθε συνομιλίας. Έτσι ο βοηθός από άγνωστος γίνεται κάποιος που ξέρει το μαγαζί σας.',
          'Ένα καλό σημείωμα περιέχει τα στοιχεία (όνομα, πόλη, διεύθυνση, ωράριο ανά εποχή, τιμές ή εύρος τιμών, τρόπο κράτησης, τρόπους πληρωμής), τι σας ξεχωρίζει (οικογενειακές συνταγές, 20 χρόνια στην ίδια παραλία, ρωσικά στη ρεσεψιόν), τους πελάτες σας (τουρίστες το καλοκαίρι, ντόπιοι τον χειμώνα, ξένοι κάτοικοι, επιχειρήσεις) και τις γλώσσες στις οποίες τους εξυπηρετείτε.',
          'Προσθέστε τη φωνή σας: τρία επίθετα για το ύφος σας, λέξεις που σας αρέσουν και λέξεις που δεν χρησιμοποιείτε ποτέ, και ένα ή δύο παραδείγματα κειμένων που γράψατε εσείς και είστε περήφανοι γι’ αυτά. Ενημερώνετε το σημείωμα όταν κάτι αλλάζει, όπως το χειμερινό ωράριο ή ένα νέο μενού, και βάζετε ημερομηνία, ώστε παλιά στοιχεία να μην ξαναμπαίνουν στις αναρτήσεις σας.',
        ],
        ru: [
          'Большинство неверных или безликих черновиков ИИ появляются из-за нехватки информации. Вместо того чтобы каждый раз заново вводить свои данные, один раз напишите паспорт бизнеса — одну страницу, которую вы вставляете в начало каждого разговора. Так ассистент превращается из незнакомца в того, кто знает ваше заведение.',
          'В хорошем паспорте есть факты (название, город, адрес, часы работы по сезонам, цены или ценовой диапазон, как забронировать, способы оплаты), ваши отличия (семейные рецепты, 20 лет на одном пляже, русскоговорящий администратор), ваши клиенты (туристы летом, местные зимой, экспаты, компании) и языки, на которых вы их обслуживаете.',
          'Добавьте свой голос: три прилагательных для вашего тона, слова, которые вам нравятся, и слова, которые вы никогда не используете, а также один-два собственных текста, которыми вы гордитесь. Обновляйте паспорт, когда что-то меняется, например зимние часы или новое меню, и ставьте дату, чтобы устаревшие факты не попадали в ваши публикации.',
        ],
      },
      steps: {
        en: [
          'Collect your facts: address, seasonal hours, prices, booking and payment details.',
          'Write three sentences on what makes you different and who your customers are.',
          'Describe your tone with three adjectives and add one text you wrote yourself.',
          'Date the brief, save it where you can copy it quickly, and paste it before each task.',
        ],
        el: [
          'Συγκεντρώστε τα στοιχεία σας: διεύθυνση, εποχικό ωράριο, τιμές, κρατήσεις και πληρωμές.',
          'Γράψτε τρεις προτάσεις για το τι σας ξεχωρίζει και ποιοι είναι οι πελάτες σας.',
          'Περιγράψτε το ύφος σας με τρία επίθετα και προσθέστε ένα κείμενο που γράψατε εσείς.',
          'Βάλτε ημερομηνία, αποθηκεύστε το σημείωμα κάπου εύκολα προσβάσιμο και επικολλήστε το πριν από κάθε εργασία.',
        ],
        ru: [
          'Соберите факты: адрес, сезонные часы работы, цены, бронирование и оплату.',
          'Напишите три предложения о том, чем вы отличаетесь и кто ваши клиенты.',
          'Опишите свой тон тремя прилагательными и добавьте один собственный текст.',
          'Поставьте дату, сохраните паспорт там, откуда его легко скопировать, и вставляйте перед каждой задачей.',
        ],
      },
      exercise: {
        en: 'Write your business brief today. Then paste it into an assistant and ask: “What questions would a new customer still have after reading this?” Add the answers to the brief.',
        el: 'Γράψτε σήμερα το σημείωμα της επιχείρησής σας. Στη συνέχεια επικολλήστε το σε έναν βοηθό και ρωτήστε: «Ποιες ερωτήσεις θα είχε ακόμη ένας νέος πελάτης αφού το διαβάσει;» Προσθέστε τις απαντήσεις στο σημείωμα.',
        ru: 'Напишите паспорт бизнеса сегодня. Затем вставьте его в ассистента и спросите: «Какие вопросы останутся у нового клиента после прочтения?» Добавьте ответы в паспорт.',
      },
      keyTakeaways: {
        en: [
          'A one-page brief prevents most invented facts.',
          'Include your voice, not only your facts.',
          'Date and update it whenever something changes.',
        ],
        el: [
          'Ένα σημείωμα μίας σελίδας αποτρέπει τα περισσότερα επινοημένα στοιχεία.',
          'Συμπεριλάβετε τη φωνή σας, όχι μόνο τα στοιχεία σας.',
          'Βάζετε ημερομηνία και το ενημερώνετε όποτε κάτι αλλάζει.',
        ],
        ru: [
          'Паспорт на одну страницу предотвращает большинство выдуманных фактов.',
          'Включите в него свой голос, а не только факты.',
          'Ставьте дату и обновляйте его при любых изменениях.',
        ],
      },
    },
  ],
}
