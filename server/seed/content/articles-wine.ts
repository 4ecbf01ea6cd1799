import { md } from './markdown'
import type { ArticleContent } from './types'

export const ARTICLES_WINE: readonly ArticleContent[] = [
  {
    slug: 'commandaria-the-oldest-named-wine',
    categorySlug: 'wine',
    author: 'Christos Kyprianou',
    title: {
      en: 'Commandaria: the oldest named wine in the world',
      el: 'Κουμανδαρία: το αρχαιότερο επώνυμο κρασί του κόσμου',
      ru: 'Коммандария: старейшее из известных по имени вин',
    },
    excerpt: {
      en: 'Sun-dried grapes, Crusader knights and eight centuries of history in a glass of sweet amber wine.',
      el: 'Λιαστά σταφύλια, σταυροφόροι ιππότες και οκτώ αιώνες ιστορίας σε ένα ποτήρι γλυκό κεχριμπαρένιο κρασί.',
      ru: 'Вяленый виноград, рыцари-крестоносцы и восемь веков истории в бокале сладкого янтарного вина.',
    },
    content: {
      en: md(
        '## A wine with a name',
        'Sweet wine made from sun-dried grapes has been produced on the southern slopes of Troodos since antiquity, but it got its modern name in the Middle Ages. After the Third Crusade, the Knights Hospitaller held a large estate around **Kolossi**, known as the Grande Commanderie, and the wine from its villages became known as **Commandaria**. It is often described as the oldest wine in the world still made under the same name, and legend says that a medieval king called it “the wine of kings and the king of wines”.',
        '## How it is made',
        'Commandaria comes only from a defined group of villages north of Limassol, such as Kalo Chorio, Zoopigi and Agios Mamas, and is protected by an EU designation of origin. It is made from two local grapes, the white **Xynisteri** and the red **Mavro**, which are picked late and laid out in the sun for one to two weeks until they shrivel and their sugar concentrates. The wine is then fermented and aged for at least two years in oak barrels.',
        '## How to enjoy it',
        'Commandaria is deep amber, with aromas of raisins, dried figs, honey, caramel and spice. Serve it lightly chilled in a small glass, with walnuts, cheese, chocolate or simple almond cakes. A bottle makes an excellent gift, and many producers in the Commandaria villages welcome visitors for tastings.',
      ),
      el: md(
        '## Ένα κρασί με όνομα',
        'Γλυκό κρασί από λιαστά σταφύλια παράγεται στις νότιες πλαγιές του Τροόδους από την αρχαιότητα, όμως το σημερινό του όνομα το πήρε τον Μεσαίωνα. Μετά την Τρίτη Σταυροφορία, οι Ιωαννίτες Ιππότες κατείχαν ένα μεγάλο κτήμα γύρω από το **Κολόσσι**, τη Μεγάλη Κομμανδαρία, και το κρασί των χωριών της έγινε γνωστό ως **Κουμανδαρία**. Συχνά περιγράφεται ως το αρχαιότερο κρασί στον κόσμο που παράγεται ακόμη με το ίδιο όνομα, και ο θρύλος λέει ότι ένας μεσαιωνικός βασιλιάς το ονόμασε «το κρασί των βασιλιάδων και τον βασιλιά των κρασιών».',
        '## Πώς φτιάχνεται',
        'Η Κουμανδαρία προέρχεται μόνο από μια καθορισμένη ομάδα χωριών βόρεια της Λεμεσού, όπως το Καλό Χωριό, η Ζωοπηγή και ο Άγιος Μάμας, και προστατεύεται με ευρωπαϊκή ονομασία προέλευσης. Φτιάχνεται από δύο ντόπιες ποικιλίες, το λευκό **Ξυνιστέρι** και το κόκκινο **Μαύρο**, που τρυγιούνται αργά και απλώνονται στον ήλιο για μία έως δύο εβδομάδες, ώσπου να ζαρώσουν και να συμπυκνωθεί η ζάχαρή τους. Έπειτα το κρασί ζυμώνεται και παλαιώνει τουλάχιστον δύο χρόνια σε δρύινα βαρέλια.',
        '## Πώς να την απολαύσετε',
        'Η Κουμανδαρία έχει βαθύ κεχριμπαρένιο χρώμα και αρώματα σταφίδας, ξερών σύκων, μελιού, καραμέλας και μπαχαρικών. Σερβίρετέ την ελαφρώς δροσερή σε μικρό ποτήρι, με καρύδια, τυρί, σοκολάτα ή απλά αμυγδαλωτά. Ένα μπουκάλι είναι εξαιρετικό δώρο, και πολλοί παραγωγοί στα χωριά της Κουμανδαρίας δέχονται επισκέπτες για γευσιγνωσία.',
      ),
      ru: md(
        '## Вино с именем',
        'Сладкое вино из вяленого винограда делают на южных склонах Троодоса с древности, но своё нынешнее имя оно получило в Средние века. После Третьего крестового похода рыцари-госпитальеры владели большим поместьем вокруг **Колосси** — Великой Командорией, и вино из её деревень стало называться **коммандарией**. Его часто называют старейшим вином в мире, которое до сих пор производят под тем же названием, а легенда гласит, что один средневековый король назвал его «вином королей и королём вин».',
        '## Как его делают',
        'Коммандарию производят только в определённой группе деревень к северу от Лимасола — например, в Кало-Хорио, Зоопиги и Агиос-Мамасе, — и она защищена европейским наименованием по происхождению. Её делают из двух местных сортов — белого **ксинистери** и красного **мавро**: виноград собирают поздно и на одну-две недели раскладывают на солнце, пока ягоды не сморщатся и сахар в них не сконцентрируется. Затем вино сбраживают и выдерживают не менее двух лет в дубовых бочках.',
        '## Как её пить',
        'У коммандарии глубокий янтарный цвет и ароматы изюма, сушёного инжира, мёда, карамели и специй. Подавайте её слегка охлаждённой в маленьком бокале — с грецкими орехами, сыром, шоколадом или простым миндальным печеньем. Бутылка коммандарии — прекрасный подарок, а многие производители в её деревнях приглашают на дегустации.',
      ),
    },
  },
  {
    slug: 'troodos-wine-villages',
    categorySlug: 'wine',
    author: 'Rebecca Lawson',
    title: {
      en: 'The wine villages of Troodos',
      el: 'Τα κρασοχώρια του Τροόδους',
      ru: 'Винные деревни Троодоса',
    },
    excerpt: {
      en: 'Omodos, Vasa, Arsos and their neighbours: cellars, native grapes and slow lunches on the Limassol wine route.',
      el: 'Όμοδος, Βάσα, Άρσος και τα γειτονικά τους: κελάρια, ντόπιες ποικιλίες και αργόσυρτα γεύματα στη διαδρομή του κρασιού της Λεμεσού.',
      ru: 'Омодос, Васа, Арсос и их соседи: погреба, местные сорта и неспешные обеды на винном маршруте Лимасола.',
    },
    content: {
      en: md(
        '## The krasochoria',
        'On the southern slopes of Troodos, between about 600 and 1,000 metres, lies a cluster of villages that Cypriots call the **krasochoria**, the wine villages. Vines have grown here for thousands of years on terraces of white limestone. The best known is **Omodos**, with its cobbled lanes, the monastery of the Holy Cross on the main square and a restored medieval wine press, the **linos**. Nearby **Vasa**, **Arsos**, **Koilani** and **Malia** are quieter and just as beautiful.',
        '## Native grapes',
        'Cyprus escaped the phylloxera epidemic that devastated European vineyards in the 19th century, so many vines still grow on their own roots. Look out for the local varieties: white **Xynisteri**, fresh and citrusy; red **Maratheftiko**, deep and spicy; and rediscovered grapes such as **Yiannoudi** and **Promara**. Most wineries also grow international varieties like Shiraz and Cabernet Sauvignon.',
        '## Planning a visit',
        '- Many wineries open for tastings from Tuesday to Sunday; call ahead, especially in winter.\n- Choose a driver, or join an organised wine tour: the roads are narrow and winding.\n- Time your visit for the harvest in August and September, when villages smell of grape must and soutzoukos.\n- Stay overnight in a village house to enjoy the evening calm after the day-trippers have gone.',
      ),
      el: md(
        '## Τα κρασοχώρια',
        'Στις νότιες πλαγιές του Τροόδους, περίπου ανάμεσα στα 600 και τα 1.000 μέτρα, βρίσκεται μια ομάδα χωριών που οι Κύπριοι ονομάζουν **κρασοχώρια**. Τα αμπέλια της περιοχής καλλιεργούνται εδώ και χιλιάδες χρόνια σε πεζούλες από λευκό ασβεστόλιθο. Το πιο γνωστό είναι το **Όμοδος**, με τα λιθόστρωτα σοκάκια, τη μονή του Τιμίου Σταυρού στην κεντρική πλατεία και ένα αναπαλαιωμένο μεσαιωνικό πατητήρι, τον **ληνό**. Η κοντινή **Βάσα**, η **Άρσος**, η **Κοιλάνη** και τα **Μαλιά** είναι πιο ήσυχα και εξίσου όμορφα.',
        '## Ντόπιες ποικιλίες',
        'Η Κύπρος γλίτωσε από την επιδημία της φυλλοξήρας που κατέστρεψε τους ευρωπαϊκούς αμπελώνες τον 19ο αιώνα, γι’ αυτό πολλά κλήματα φυτρώνουν ακόμη στις δικές τους ρίζες. Αναζητήστε τις ντόπιες ποικιλίες: το λευκό **Ξυνιστέρι**, φρέσκο με νότες εσπεριδοειδών· το κόκκινο **Μαραθεύτικο**, βαθύ και πικάντικο· και ξαναανακαλυμμένες ποικιλίες όπως το **Γιαννούδι** και η **Προμάρα**. Τα περισσότερα οινοποιεία καλλιεργούν και διεθνείς ποικιλίες όπως Shiraz και Cabernet Sauvignon.',
        '## Πώς να οργανώσετε την επίσκεψη',
        '- Πολλά οινοποιεία δέχονται επισκέπτες για γευσιγνωσία από την Τρίτη ως την Κυριακή· τηλεφωνήστε πρώτα, ειδικά τον χειμώνα.\n- Ορίστε οδηγό ή πάρτε μέρος σε οργανωμένη εκδρομή κρασιού: οι δρόμοι είναι στενοί με πολλές στροφές.\n- Ελάτε στον τρύγο τον Αύγουστο και τον Σεπτέμβριο, όταν τα χωριά μυρίζουν μούστο και σουτζούκο.\n- Μείνετε ένα βράδυ σε παραδοσιακό σπίτι για να απολαύσετε την ηρεμία αφού φύγουν οι ημερήσιοι επισκέπτες.',
      ),
      ru: md(
        '## Красохория',
        'На южных склонах Троодоса, примерно на высоте от 600 до 1000 метров, лежит группа деревень, которые киприоты называют **красохория** — винные деревни. Лоза растёт здесь тысячи лет на террасах из белого известняка. Самая известная деревня — **Омодос** с мощёными улочками, монастырём Святого Креста на главной площади и отреставрированным средневековым винным прессом — **линосом**. Соседние **Васа**, **Арсос**, **Килани** и **Малья** тише и не менее красивы.',
        '## Местные сорта',
        'Кипр избежал эпидемии филлоксеры, опустошившей европейские виноградники в XIX веке, поэтому многие лозы до сих пор растут на собственных корнях. Ищите местные сорта: белый **ксинистери** — свежий, с цитрусовыми нотами; красный **маратефтико** — глубокий и пряный; а также заново открытые **яннуди** и **промара**. Большинство виноделен выращивают и международные сорта — шираз, каберне совиньон.',
        '## Как спланировать поездку',
        '- Многие винодельни принимают гостей со вторника по воскресенье; позвоните заранее, особенно зимой.\n- Назначьте трезвого водителя или присоединитесь к организованному винному туру: дороги узкие и извилистые.\n- Приезжайте на сбор урожая в августе и сентябре, когда деревни пахнут суслом и суджукосом.\n- Переночуйте в деревенском доме, чтобы насладиться вечерней тишиной, когда разъедутся туристы.',
      ),
    },
  },
  {
    slug: 'zivania-the-spirit-of-cyprus',
    categorySlug: 'wine',
    author: 'Marina Volkova',
    title: {
      en: 'Zivania: the spirit of Cyprus',
      el: 'Ζιβανία: το απόσταγμα της Κύπρου',
      ru: 'Зивания: дух Кипра',
    },
    excerpt: {
      en: 'A clear grape spirit, a village remedy and a protected Cypriot product: what to know about zivania.',
      el: 'Ένα διάφανο απόσταγμα σταφυλιού, ένα γιατροσόφι του χωριού και ένα προστατευμένο κυπριακό προϊόν: όσα πρέπει να ξέρετε για τη ζιβανία.',
      ru: 'Прозрачный виноградный дистиллят, деревенское лекарство и защищённый кипрский продукт: что нужно знать о зивании.',
    },
    content: {
      en: md(
        '## What it is',
        '**Zivania** is a clear spirit distilled from the pomace left after winemaking, the skins, seeds and stems of the grapes, mixed with local dry wine. It has no added flavourings, a faint aroma of raisins and an alcohol content of around 45 percent. Its name and traditional production are protected in the European Union as a geographical indication of Cyprus.',
        '## The kazani',
        'For centuries, zivania was made in the villages each autumn, after the grape harvest, in copper stills called **kazania**. Distilling days were social events: neighbours gathered around the fire, roasted potatoes and halloumi in the embers and tasted the first drops of the new spirit. Some villages still hold small zivania festivals in November.',
        '## More than a drink',
        'Zivania was also the village medicine cabinet. It was rubbed on the chest to ease a cold, used to clean wounds, warmed with honey for a sore throat, and rubbed into aching joints. Many grandmothers still keep a bottle in the cupboard for exactly these purposes.',
        '## How to drink it',
        'Keep the bottle in the freezer and serve zivania ice-cold in small glasses, with meze: salted almonds, olives, lountza or grilled halloumi. Sip it slowly; it is much stronger than it tastes when frozen. Bartenders in Nicosia and Limassol also use it in modern cocktails.',
      ),
      el: md(
        '## Τι είναι',
        'Η **ζιβανία** είναι διάφανο απόσταγμα από τα στέμφυλα που μένουν μετά την οινοποίηση, δηλαδή τις φλούδες, τα κουκούτσια και τα κοτσάνια των σταφυλιών, ανακατεμένα με ντόπιο ξηρό κρασί. Δεν έχει πρόσθετα αρώματα, έχει ένα ελαφρύ άρωμα σταφίδας και περιεκτικότητα σε αλκοόλ γύρω στο 45%. Το όνομα και η παραδοσιακή της παραγωγή προστατεύονται στην Ευρωπαϊκή Ένωση ως γεωγραφική ένδειξη της Κύπρου.',
        '## Το καζάνι',
        'Για αιώνες, η ζιβανία έβγαινε στα χωριά κάθε φθινόπωρο, μετά τον τρύγο, σε χάλκινα **καζάνια**. Οι μέρες του καζανιού ήταν γιορτή: οι γείτονες μαζεύονταν γύρω από τη φωτιά, έψηναν πατάτες και χαλλούμι στη χόβολη και δοκίμαζαν τις πρώτες σταγόνες του καινούργιου αποστάγματος. Μερικά χωριά οργανώνουν ακόμη μικρές γιορτές της ζιβανίας τον Νοέμβριο.',
        '## Κάτι περισσότερο από ποτό',
        'Η ζιβανία ήταν και το φαρμακείο του χωριού. Με αυτήν έτριβαν το στήθος για το κρυολόγημα, καθάριζαν πληγές, τη ζέσταιναν με μέλι για τον πονόλαιμο και έκαναν εντριβές στις αρθρώσεις που πονούσαν. Πολλές γιαγιάδες κρατούν ακόμη ένα μπουκάλι στο ντουλάπι ακριβώς γι’ αυτούς τους λόγους.',
        '## Πώς πίνεται',
        'Κρατήστε το μπουκάλι στην κατάψυξη και σερβίρετε τη ζιβανία παγωμένη σε μικρά ποτηράκια, με μεζέ: αλατισμένα αμύγδαλα, ελιές, λούντζα ή χαλλούμι στη σχάρα. Πίνετέ τη σιγά σιγά· είναι πολύ πιο δυνατή απ’ ό,τι φαίνεται όταν είναι παγωμένη. Οι μπάρμαν στη Λευκωσία και στη Λεμεσό τη χρησιμοποιούν και σε σύγχρονα κοκτέιλ.',
      ),
      ru: md(
        '## Что это такое',
        '**Зивания** — прозрачный дистиллят из виноградных выжимок, оставшихся после виноделия (кожицы, косточек и гребней), смешанных с местным сухим вином. В ней нет ароматизаторов, есть лёгкий аромат изюма, а крепость — около 45 процентов. Название и традиционное производство защищены в Европейском союзе как географическое указание Кипра.',
        '## Казани',
        'Веками зиванию гнали в деревнях каждую осень, после сбора винограда, в медных перегонных кубах — **казанях**. Дни перегонки были праздником: соседи собирались у огня, пекли в углях картошку и халлуми и пробовали первые капли нового напитка. В некоторых деревнях и сегодня в ноябре проходят небольшие праздники зивании.',
        '## Больше чем напиток',
        'Зивания была и деревенской аптечкой. Ею растирали грудь при простуде, промывали раны, грели с мёдом от боли в горле и растирали ноющие суставы. Многие бабушки до сих пор держат бутылку в шкафу именно для этого.',
        '## Как её пить',
        'Храните бутылку в морозилке и подавайте зиванию ледяной в маленьких рюмках с мезе — солёным миндалём, оливками, лунзой или жареным халлуми. Пейте медленно: в замороженном виде она кажется гораздо мягче, чем есть на самом деле. Бармены в Никосии и Лимасоле используют её и в современных коктейлях.',
      ),
    },
  },
]
