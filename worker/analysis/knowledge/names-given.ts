/**
 * Given names, lower case: the person-name lists of @faker-js/faker 10.6.0 (MIT) for the Latin-script locales and
 * Russian and Ukrainian, and the Russian and Ukrainian names transliterated to Latin as passports and English CVs
 * spell them ("Дмитрий" → dmitriy, dmitrii). A line whose words include one is more likely the person's name than a
 * skill or a title ("Adobe Lightroom"). Evidence, never a condition: names not listed are still read.
 * Generated once from the package; source and licence: docs/knowledge-sources.md ("Contacts and names").
 */
const CYRILLIC =
  "август августин авдей аверкий аверьян авксентий аврелій аврелія аврора автоном агап агапія агата агафон агафья " +
  "агафія аггей агнеса агнія агрипина ада адам аделаїда аделіна адриан адріана адріян азалія азарий азарій аким " +
  "акулина алевтин алевтина александр александра алексей алина алла альберт альбіна альвіна аліна амвросий амос " +
  "ананий анастас анастасия анастасій анастасія анатолий анатолій анатолія ангелина ангеліна андрей андрон " +
  "андроник андрій анжела анжелика аникей аникита анисим анна антип антон антонида антонин антонина антоній " +
  "антоніна антонія антін анфіса аполлинарий аполлон аполлонія аполлінарія арефий аристарх аркадий аркадій " +
  "аркадія арсен арсений арсеній артем артемий артемія архип аскольд афанасий афанасій афанасія афиноген бажен " +
  "благовіста богдан богдана богуслава божемир божен божена болеслав болеслава боримир боримисл борис борислав " +
  "борислава боян братимир братислав братомил братослав бронислав броніслава брячислав будимир буйтур буревіст " +
  "біломир білослав білослава біляна вадим валентин валентина валерий валерия валерьян валерій валерія варвара " +
  "варлаам варфоломей василий василина василиса василь вацлав велемир велимир венедикт вениамин вера вероника " +
  "викентий виктор викторин виктория виссарион виталий влад влада владилен владимир владислав владислава владлен " +
  "влас власта володимир володислав всевлад всеволод всемил всеслав всеслава вышеслав вячеслав віктор вікторія " +
  "вілена віленіна віліна віола віолетта віра віргінія віта віталій віталіна в’ячеслав в’ячеслава гаврила гаврило " +
  "галактион галина ганна гарнослав гедеон гелена геннадий геннадій георгий георгій герасим герман глафира глеб " +
  "гліб гнат гордей гордій горимир горислав гостомысл градимир гремислав григорий григорій гурий давыд далемир " +
  "далеслава дана данила данило дарина дарислава даромир дарья дарій дементий демид демьян денис дмитрий дмитро " +
  "добринка добромила добромир добромира добромисл добромисла добромысл доброслав доброслава долеслава доляна " +
  "дорофей діана діяна евгений евгения евграф евдоким евдокия евлампий евпраксия евсей евстафий евстигней " +
  "евфросиния егор екатерина елена елизавета елизар елисей емельян епифан еремей ермил ермолай ерофей ефим ефрем " +
  "жанна жозефіна забава захар захарій зборислав звенигор звенимир звенислав звенислава земислав зеновій зинаида " +
  "зиновий зиновій злат злата златомир зоремир зореслав зореслава зорина зорян зоряна зосима зоя зінаїда иван " +
  "иванна игнатий игорь измаил изот изяслав иларион илья иннокентий иосиф ипат ипатий ипполит ираида ираклий " +
  "ирина исай исидор ия казимир калина каллистрат капитон карл карп каріна касьян катерина квітка квітослава кий " +
  "ким кир кира кирилл клавдий клавдия клавдія климент кондрат кондратий конон константин корнелій корнил корнило " +
  "корнилій корній костянтин крентта ксения ксенія кузьма купава куприян лавр лаврентий лаврентій лаврін лад лада " +
  "ладимир ладислав ладо ладомир лазарь лариса лев левко леон леонид леонтий леся лидия ликера листвич лонгин " +
  "лора лука лукия лукьян лук’ян лучезар любава любим любислава любов любовь любодар любозар любомила любомир " +
  "любомира люборада любослава любосмысл людмила людомила лідія лілія майя макар максим максимильян мальва " +
  "маргарита мариан марина мария марк марко маркіян марта мартын мартьян марфа марічка марія мар’ян мар’яна " +
  "матвей матвій меланія мефодий мечислав мечислава микита микола милан милен милий милица милован милодара " +
  "милослава мина мир мирон мирослав мирослава митофан михаил михайло михей модест моисей мокей мокрина мотря " +
  "мстислав мстислава мусій мілана надежда надія назар назарій наина наркис наталья наталія натан наум неля немир " +
  "немира нестор никандр никанор никита никифор никодим николай никон нина нинель нифонт нонна ніна огняна оксана " +
  "октябрина олег олександр олександра олексій олелько олена олесь олеся олимпиада олимпий ольга омелян онуфрий " +
  "орест ореста орина орислава орися орхип оріяна осип остап остромир охрім павел павло павліна палажка панас " +
  "панкрат панкратий пантелеймон панфил парамон парфен пахом пелагея пелагія петр петро пилип пимен платон " +
  "подолян поликарп полина поляна поліна порфирий потап потішана прасковья пров прокл прокофий прохор радим " +
  "радимир радислав радміла радован радослава раиса ратибор ратимир ратмир раїна раїса регина родион родослав " +
  "родіон роксолан роксолана роман ромена ростислав ростислава рубен руслан руслана рюрик савва савватий савелий " +
  "самсон самуил светлана светозар святополк святослав святослава світлана севастьян селиван селиверст семен " +
  "семибор серафим сергей сергій сигизмунд сидор сила силантий сильвестр симон синклитикия синьоок слава славолюб " +
  "славомир славута сміяна сніжан сніжана сократ сологуб соломон соломія соня софия софон софрон софія спартак " +
  "спиридон станимир станислав станислава станіслав степан стефаній стожар стоян сюзана таисия тамара тарас " +
  "татьяна таїсія твердислав творимир терентий тетяна тимофей тимофій тимур тиміш тит тихон трифон трофим тур " +
  "ульян ульяна устим устин устина фадей фаина фаїна феврония февронія федор федора федосий федот феликс феодосія " +
  "феоктист феофан ферапонт филарет филимон филипп фирс флорентин фока фома фортунат фотий фрол фёкла харитина " +
  "харитон харлампий хвалимир хорив христина христофор христя чеслав чорнота щастислав щек эдуард элеонора эмилия " +
  "эмиль эммануил эраст эрнест эрнст ювеналий юлиан юлий юлия юліан юліанна юлія юрий юрій юстина юхим юхима " +
  "юхимія яков якуб ян яна януарий ярема ярина яровид яромил яромир ярополк ярослав ярослава євген єремій іван " +
  "іванна ігор ізяслав ілля ілона інна іннеса ірина ірма ";

const LATIN =
  "aadi aadidev aadinath aaditya aadrika aagam aagney aagneya aaliyah aalok aaltje aamod aanand aanandaswarup " +
  "aanandinii aanjaneya aanuoluwapo aaratrika aaron aarya aaryan aarón aasa aasha aashritha aatmaj aatmaja " +
  "aatreya aayushmaan aayushman aba abaco abadon abagail abak abaka abakan abakay abani abar abay abayomi abbas " +
  "abbey abbie abbigail abbondanza abbondanzio abbondio abbos abby abd abdallah abdel abdelkader abdellah " +
  "abderrahmane abdiel abdon abdone abdonie abdou abdoul abdoulaye abdourahmane abdramane abdul abdulahad " +
  "abdulazim abdulaziz abdulboriy abdulhafiz abdulhakim abdulhay abdulholiq abduljabbor abduljalil abdulkarim " +
  "abdulla abdullah abdullatif abdulmalik abdulqahhor abdulqodir abdulvahhob abdulvali abdulvohid abdurrahiym " +
  "abdurrahmon abdurrauf abdurrazzoq abdussamad abe abebi abeiku abel abelard abelardo abele abelin abeline abena " +
  "abendam abeni abenzio abhaidev abhaya abhirath abhisyanta abibatou abibo abidin abigaelle abigail abigale " +
  "abigayle abigaël abigaëlle abigaïl abigél abimbola abiodun abiola abiona abisola abisoye abluç abner abondance " +
  "abosede abou aboubacar aboubakar abraham abrahám abramio abramo abril absalon absolon absolón aby abyasa " +
  "abélard abı abılay abşar acace acacie acacio acanthe acar acario acaryatanaya accursio ace achaire achalesvara " +
  "acharyanandana acharyasuta achil achiles achille achim achintya achraf achyut acilia acilio aciscolo acrisio " +
  "aculina acun ada adah adalan adalard adalardo adalbald adalbaude adalbert adalberta adalberto adalbéron adaldı " +
  "adalfredo adalgisa adalgiso adaline adalmış adalric adalrico adalsinde adam adama adame adamo adan adar adaugo " +
  "adaş adberilgen addie addison addo addolorata ade adea adebankole adebiyi adebola adebowale adeboye adebukola " +
  "adedaramola adedayo adedeji adedoyin adegoke adegrin adegrine adekitan adekola adekunle adel adela adelaida " +
  "adelaide adelajda adelardo adelasia adelayida adelaïde adelbert adelberto adelchi adele adeleke adelfo " +
  "adelgardo adelia adelie adelin adelina adeline adeliya adell adella adelle adelmo adelphe adeltrude adelya " +
  "adem aden adenet adenike adeniyi adeodato adeola adeolu adeoti adepeju aderopo adesewa adeshina adesoji adesua " +
  "adetayo adetoke adetoun adeyi adheesh adhiarja adhiraj adhrit adhémar adi adiarja adib adiba adigun adika " +
  "adikara adikavi adil adile adin adina adinata adinath aditeya aditya adityanandan adityanandana adja adjutor " +
  "adlı adlıbeğ adnân ado adolf adolfa adolfo adolfína adolph adolphe adolphie adolphus adone adonis adonise " +
  "adrain adraman adrastée adrehilde adria adriaan adrian adriana adrianna adriano adriel adrien adriena adrienne " +
  "adriian adrijana adrione adripathi adriyan adrián adriána adsız adunni advaya adwitiya adwoa adán adèle adél " +
  "adéla adélaïde adélie adéodat adıgüzel adık adıkutlu adıkutlutaş afanasi afanasie afanasii afanasiia afanasiy " +
  "afanasiya afaq affan afi afia afinogen afitap afolarin afonso afra afro afruza afton afua afzuna afşar afşin " +
  "afşın afəl afərim afət agabio agafia agafiia agafiya agafon agafya agamennone agap agape agapet agapiia " +
  "agapito agapiya agasti agastya agata agatha agathange agathe agathon agaton agazio agenore agesilao aggei " +
  "aggey agilbert agilberte aglae aglaia aglaja aglaé agnan agnane agneflète agnes agnesa agnese agneta agneya " +
  "agnieszka agniia agnimitra agniprava agnivesh agniya agnos agnès agostina agostino agrata agripina agrippa " +
  "agrippin agrippine agrypina agus agustin agustina agustín agáta agâh ahalya ahenk ahilya ahlem ahmad ahmed " +
  "ahmet ahror ahsen aiace aicha aida aidan aidano aiden aidə aileen aimable aimee aimone aimé aimée aina aino " +
  "ainārs aisha aishani aissatou aisyah aiyana ajala ajan ajana ajani ajda ajeet ajeng ajiman ajimat ajimin " +
  "ajiono ajit ajla ajlin ajna ajoke ak akalp akande akanmu akanni akarsana akata akaş akbatur akbay akbaş akboğa " +
  "akbudak akbulak akbuğra akbörü akdemir akdoğan akeem akif akifa akim akinkunmi akinlabi akinwale akkun akkunlu " +
  "akkurt akkuş akmal akofa akorfa akos akosua akpıra akram akroor aksel akshainie akshaj akshat akshata " +
  "akshayakeerti akshita aksil aksungur aktan aktekin aktimur akua akula akulina akumaa akunna akvelīna akwasi " +
  "akwesi akça akçakoca akçora akı akıbudak akım akın akıner akınçı al ala alaba alaban alabörü aladağ alade " +
  "aladino aladoğan alain alaina alaine alakurt alamanno alambana alamu alan alana alanis alanna alano alara " +
  "alarico alassane alayna alayunt alayuntlu alaïs alba alban albane albano albena alberico albert alberta " +
  "alberte albertha albertina albertine alberto albertýna albertīne albin albina albino alboino albrecht albrico " +
  "albérade albéric albín albína alceo alceste alcibiade alcide alcidie alcime alcina alcine alcino alcyone alda " +
  "aldegonde aldemir alden aldo aldobrando aldonce aldoğan aldric aldıgerey alea aleandro aleardo aleaume alec " +
  "aleen alejandra alejandrin alejandro alek aleksa aleksandar aleksander aleksandr aleksandra aleksei aleksej " +
  "aleksey aleksi aleksy alemka alen alena alene alenia alenka aleodor aleramo alesea alessa alessandra " +
  "alessandro alessia alessio aleth aletha alevtin alevtina alex alexa alexander alexandr alexandra alexandre " +
  "alexandrea alexandria alexandrina alexandrine alexandro alexandros alexandru alexane alexanne alexe alexei " +
  "alexej alexia alexie alexine alexis alexys alexzander aleya aleyna aleš aleška alf alfio alfons alfonsa " +
  "alfonso alfonz alfonzo alford alfred alfreda alfredo alfréd alfréda alfrēds algiso algu ali alia alic alica " +
  "alican alice alicia alicja alida alienor aliette alighiero alika alima alin alina aline aliona aliou alioune " +
  "alis alisa alisha alisher alison alissa alissia alistair alistar alivia alix alixe aliya aliyah aliza alize " +
  "alizee alizé aliénor alişan alişir aljaž aljoša alka alkabölük alkaevli alkan alkaşı alkış alla allan allegra " +
  "allen allene alliaume allie allison ally alma almerigo almila almine almira almire almiro alois aloisie " +
  "aloisio alojz alojza alojzije alok alon alondra alone alonzo aloys aloyse aloïs aloïse aloīzs alp alpagut " +
  "alpamış alparsbeğ alparslan alpata alpay alpaya alpaykağan alpbamsı alpbilge alpdirek alpdoğan alper alperen " +
  "alpertunga alpgerey alpha alphan alphonse alphonsine alphonso alphée alpike alpilig alpinien alpkara alpkutlu " +
  "alpkülük alptegin alptunga alpturan alptutuk alptuğrul alpuluğ alpurungu alpurungututuk alpyörük alpış " +
  "alpşalçı alsu alta altan altankan altankağan altay altea altemur althea althée altmışkara alton altuga altın " +
  "altınkan altınkağan altınoba altıntamgan altıntamgantarkan altıntarkan altıntay alva alvah alvar alvaro alvena " +
  "alvera alverta alverède alviero alvin alvina alvis alvise alvīne alwar aly alya alyah alyce alycia alysa " +
  "alysha alyson alyssa alyssia alysson alícia alíz alımga alžbeta alžběta ama amabela amabile amadea amadeo " +
  "amadeus amadou amady amalia amaliane amalie amalija amalric amalthée amand amanda amande amandin amandine " +
  "amando amani amant amante amanzio amar amara amaranaath amarande amaranthe amaranto amaresh amari amarnath " +
  "amaryllis amata amath amato amatore amauri amaury amaya amaç amaël ambar amber ambra ambre ambrine ambrogio " +
  "ambroise ambroisie ambrose ambrosiano ambroży ambrož ambróz amdy amea amedeo amedeu amel amelia amelie ameline " +
  "amelio amely amelya amen america americo amerigo ameth ameyatma ami amicie amico amid amie amiel amilcare amin " +
  "amina aminat aminata amine aminte amintore aminu amir amira amish amiya amleto ammâr amodini amogh amoke amon " +
  "amone among amope amore amos amour amparo ampelio amra amrak amrit amrita amritambu amul amvrosii amvrosiy amy " +
  "amya amza amália amálie amát amáta amédée amélia améliane amélie amélien améthyste amîr amālija an ana " +
  "ana-maria anaadi anabel anabela anabelle anacleto anae anael anaelle anagh anahi anahita anaida anais anal " +
  "anala anamaria anamarija anamika anand ananda anandamayi anang ananii ananiy ananta anar anas anasooya anass " +
  "anastacio anastas anastase anastasia anastasie anastasii anastasiia anastasija anastasije anastasiy anastasiya " +
  "anastazija anastazja anastáz anastázia anastázie anasuya anatol anatole anatoli anatolia anatolie anatolii " +
  "anatoliia anatoliy anatoliya anatázie anatólie anaël anaëlle anaïs anca ancelin anceline anci ancica ancilla " +
  "ancuța anda andarıman andaç andel andelin andelko andelo anders anderson andi andjelina andoche andra andrada " +
  "andras andraž andre andrea andreane andreanne andreas andreea andrei andrej andreja andres andrew andrey andri " +
  "andrian andriana andrii andrija andrijana andrin andrina andris andriy andro andromeda andron andronik andrzej " +
  "andrás andré andréa andréas andrée andrés andy andéol anděl anděla andělín andělína andżelika andžejs andžs " +
  "anej anemona anes anesa aneta anette anežka anfisa angadrême ange angel angela angelica angelika angelina " +
  "angeline angelique angelita angelo anggabaya anggun anghel anghelina angie angilbe angilberte angilran " +
  "angoustan angus angèle angélina angélique anh ani ania anibal anica anicet aniceto anicette anicée aniello " +
  "anik anika anikei anikey anikita anil anila anilaabh anilabh anina anis anise anish anisim anissa anita aniya " +
  "aniyah anișoara anja anjali anjaneya anjela anjelica anjolaoluwa anjushree anjushri anka ankal anko ann " +
  "ann-christin ann-marie anna annabel annabell annabella annabelle annagrazia annalena annalise annamae " +
  "annamaria annamarie annapurna annaëlle anne anne-laure anne-marie anne-sophie anneke anneli annelie annemarie " +
  "annemijn annetta annette anni annibal annibale annie annika annikki annonciade annunziata anny anom anora " +
  "anouar anouck anouk anrijs ansaldo ansbert ansberte ansel anselm anselma anselme anselmo ansgar ansgary " +
  "anshula ansley ansovino anstrudie ant antal ante antea antek antelmo antero anthelme anthelmette anthony " +
  "antide antigone antim antimo antin antino antioco antip antoaneta antoine antoinette anton antone antonela " +
  "antonella antonello antonetta antonette antoni antonia antonida antonie antonietta antonii antoniia antonija " +
  "antonin antonina antonine antonio antoniu antoniy antoniya antony antonín antti antun antwan antwon antónia " +
  "antónio antônio anuar anuja anunay anuraag anurag anusuya anuška anuța anvar anwesha anya anzhela anzhelika " +
  "ançuk anémone anči ančica anđela anđelika anđelina anıl anšlavs anže apa apak apatarkan aphélie apolena " +
  "apollina apollinaire apollinare apollinarii apollinariia apollinariy apollinariya apollinary apolline apollo " +
  "apollon apollonia apolloniia apolloniya appia appoline aprançur april apsara apuleio aqil aquilin aquiline " +
  "aquilino ara arabela arabella arabelle araboğa araceli aracely arademir aral araldo aram arame aranka ararat " +
  "aras aratone arbay arbuz arcade arcadi arcadie arcadii arcadio arch archambaud archan archange archibald " +
  "archie archimede archippo arcibaldo arda ardella arden ardith ardito arduino ardıç arefii arefiy arely aren " +
  "aresio areta argelia argentina argimiro argine argo argono argu argun argıl arhip ari aria ariadna arialdo " +
  "arian ariana ariane arianna ariberto aric aricie arie ariel ariela ariele arielle arif arij arike arina " +
  "arindam arinola arion ariosto aris arisa aristarco aristarh aristarkh ariste aristeo aristid aristide " +
  "aristione aristița aristo aristofane aristotele arjen arjun arkadii arkadiia arkadiusz arkadiy arkadiya arkady " +
  "arkhip arkád arkādijs arkın arkış arlene arleta arlette arlie arlo arman armance armand armande armandine " +
  "armando armani armağan armel armeline armelle armida armide armin armine arminio armīns arna arnaldo arnaud " +
  "arnaude arnaç arne arnesh arno arnold arnolda arnoldo arnould arnošt arnoštka arnulfo arolde aron arona aronne " +
  "arpat arpád arrigo arsal arsen arsenie arsenii arsenije arseniusz arseniy arsinoé arsipatra arslan arslanargun " +
  "arslanbörü arslansungur arslantegin arslanyabgu arslon arsène arsènie arsıl art arta artanto artawan artem " +
  "artemii artemiia artemis artemisa artemiy artemiya arthaud arthur arthurine arthus arthème artiom arto artuk " +
  "artukaç artur arturo artus artut artuš artémis artıınal artūrs aruk arun aruna arunthavanathan arved arvel " +
  "arvid arvilla arvīds arwa arwen arya aryan aryanna arystarch arzen arçuk arîn arı arıboğa arık arıkağan " +
  "arıkdoruk arın arınç arşun asa asad asadulloh asake asal asartegin ascanio ascelin asceline ascension " +
  "asdrubale asel asella asha ashlee ashleigh ashlesh ashley ashly ashlynn ashok ashton ashtyn asia asija asil " +
  "asila asilbek asimodeo asirwada asirwanda asiya asja askold aslesha aslijan asliya aslım asma asmaa asmadi " +
  "asman asmianto asmuni asolat asrı assa assetou assia assil assomption assunta assunto assya asta astarté " +
  "asterio astianatte astou astrid astrida astride astrée astrīda astérie asuela asuğ aswani asya asım asığ ata " +
  "atakan atakağan atalan atalay ataldı ataleo atalmış ataman atanas atanasia atanasio atanazy atanázie atanáš " +
  "atasagun atasu ataç atberilgen atena athalie athanase athanasie athena athenaïs athina athos athéna athénaïs " +
  "atila atilla atinuke atlas atlı atlıbeğ atlıkağan atma atmaca atmaja atmanand atmananda atreyee atreyi atsız " +
  "atta attila attilano attilio atunçu atâullah atıf atıgay atıkutlu atıkutlutaş atıla atılgan atım atımer atış " +
  "aube aubertine auberto aubin aubree aubrey aubry audace aude audebert audeline audie audouin audra audran " +
  "audreanne audrey august augusta auguste augustin augustina augustine augusto augustus augustín augustýn " +
  "augustýna aulia aura aure aurel aurelia aurelian aureliana aureliano aurelie aurelien aurelio aureliu aurelián " +
  "aurelle aurian auriane aurica aurică auro auron aurora aurore aurèle aurélia aurélie aurélien aurélienne " +
  "aurēlija ausilia ausiliatrice ausilio austen austin austyn autumn auxane auxence ava avadhesh avan avani " +
  "avantika avar avaz avdal avdei avdey ave aveline averardo averian averkii averkiy avery averyan avgust " +
  "avgustin avi aviel avigaëlle avis avital avksentii avksentiy avluç avni avoye avram avrelii avreliia avreliy " +
  "avreliya avril avrora avtonom avşar awa awar awaz awero awesi axel axeline axelle axenia axinte ay aya ayaan " +
  "ayah ayan ayana ayas ayaz ayaçı ayaş aybalta ayban aybars aybeğ aydan aydarkağan aydemir ayden aydoğan aydoğdu " +
  "aydoğmuş aydın aydınalp ayebatari ayem aygül aygün aygırak ayhan ayinde ayinke aykal aykan aykağan aykurt " +
  "aykut ayla aylan ayleen aylin ayline ayluç ayluçtarkan ayma ayman aymane aymard aymardine aymen aymeric aymon " +
  "aymonde aynur ayodeji ayodele ayoka ayomide ayomikun ayotude ayoub ayren ayruk aysar ayse aysılığ aytak aytaç " +
  "aytekin aytuğ aytən ayu ayushmati ayvaz ayyıldız ayıtmış ayız ayızdağ ayşıl aza azad azak azalea azaliia " +
  "azaliya azalée azamat azarii azariy azban azeglio azelia azeline azelio azer azgan azganaz aziz aziza azizhan " +
  "azmi azra azubuike azzurra azélie azîme azıl açela açelya açuk açık açılay açığ aïcha aïda aïdan aïna aïsha " +
  "aïssa aïssata aïssatou aćim ağabay ağakağan ağalak ağlamış ağça aīda aļģirds aļģis aşan aşanboğa aşantudun " +
  "aşantuğrul aşkın aştaloğul aşuk aşıkbulmuş baaba baala baalaaditya baalagopaal baba babacan babacar babasola " +
  "babatunji babawale babeta babette babila babur baby babır bacco badabul bade badis badr badruk badur bafode " +
  "bagas bagiya bagus bagya baha bahadır bahar bahia bahodir bahri bahriddin bahrom bahtiyar bahula bahuraksa " +
  "bahuwarna bahuwirya baidehi baijayanti bailee bailey bajragin bakary bakağul bakda bakhtiyor bakiadi bakianto " +
  "bakidin bakijan bakiman bakiono baksı bakti baktiadi baktianto baktiono bakula bakır bakırsokum bakşı bala " +
  "balaaditya balaban balachandra baladitya balagopal balagovind balaka balakatay balamani balamantri balamır " +
  "balangga balapati baldassarre balderico baldo baldomero baldovino baldu baldwin balgopal balidin balijan " +
  "balkık balta baltacı baltar baltazar balthazar baltur baltır balázs balçar balın bambang bambina bamsı ban " +
  "banara banawa banawi bancar bandhu bandhul bangu banji bankim bankimchandra bankole banna banu baptiste bara " +
  "barak baraktöre baran barbara barbarigo barbe barbeğ barbol barbora barboğa barbro barbu barbulsun barchinoy " +
  "bardo bardomiano bardıbay bargan barica baris barkan barkdoğdu barkdoğmuş barkdurdu barkdurmuş barkın barlas " +
  "barlıbay barmaklak barmaklı barman barnaba barnabe barnabás barnabáš barnabé barney barno baron barrett barry " +
  "bars barsaba barsbeğ barsboğa barsgan barsimeo barskan barsurungu bart barthelemy bartholome barthélemy " +
  "bartimée bartolo bartolomea bartolomej bartolomeo bartolomeu bartoloměj barton bartu barça barçadoğdu " +
  "barçadoğmuş barçadurdu barçadurmuş barçan barçatoyun barımtay barın barış bas basademir basan basanti " +
  "basanyalavaç basar basarab basat basil basile basileo basilia basilio basilisse baskın basma basmıl bassiano " +
  "bassilla bastiaan bastian bastiano bastien bastuğrul bastı basu basut bathilde batilda batrak battal battista " +
  "batu batuhan batuk batur baturalp baudouin bawer bay baya bayankağan bayançar bayat bayazıt baybars baybayık " +
  "baybiçen baybora bayboğa baybüre baydar baydemir baydur baykal baykara baykoca baykuzu baylee baymünke bayna " +
  "baynal baypüre bayrak bayram bayraç bayruk bayrı bayrın baysungur baytara baytaş bayunçur bayur bayurku " +
  "bayutmuş bayuttu bayık bayındır bayınçur baz bazhen bazil bazyli bazır baçara baçman baççayman bağa bağaalp " +
  "bağan bağatarkan bağatengrikağan bağatur bağaturgerey bağaturipi bağatursepi bağaturçigşi bağaışbara " +
  "bağaşatulu bağdagül bağtaş bağış baņuta başak başbuğ başgan başkurt başkırt baştar başçı beat beata beato " +
  "beatrice beatrix beatriz beatrycze beatus beau beaulah bebe becky bedir bedirhan bediz bedran bedreddin bedri " +
  "bedřich bedřiška begi begil begine begitutuk beglen begni begoyim behiç behlül behram behrem behruz behzat " +
  "behçet bek bekazıl bekbekeç beker bekeç bekeçarslan bekeçarslantegin bekeçtegin bekir beklemiş bekmurod bektaş " +
  "bektür bela belek belemir belgi belgüc belimir belina belinda bell bella belle bellino belma belo beltir " +
  "beltramo beltun belçim belçir ben bence bende bendegúz benedek benedetta benedetto benedict benedicte benedikt " +
  "benedikta benedita benedykt benett bengi bengt bengü beniamin beniamina beniamino benice benigna benigno " +
  "benito benja benjamim benjamin benjamín benjámin benli benlidemir bennet bennett bennie benno benny benoit " +
  "benone benoît bent bente benthe bentley benton benvenuta benvenuto benyamin benício bera berardo berat " +
  "berceste berdan berdibeğ berend berendey berengario berenice berenika berfîn berginsenge bergü berinay " +
  "berislav berit berk berkan berkay berke berkin berkiş berkyaruk bermek bernadetta bernadette bernadine bernard " +
  "bernarda bernardo bernd berneice bernhard bernice bernie berniece bernita beronico berran berre berry bert " +
  "berta bertalan bertha berthe berti bertille bertold bertolda bertoldo bertolfo bertram bertrand berva beryl " +
  "berçem berçin berîtan berîvan besentegin besim besra bessie betania betemir beth bethany bethel beti betina " +
  "betsy betta bette bettie bettina betty bettye beulah beuve beverly beya beyizçi beyrek beyrem beáta beçeapa " +
  "beçkem beāte beğ beğarslan beğbars beğbilgeçikşin beğboğa beğdemir beğdilli beğdurmuş beğkulu beğtaş beğtegin " +
  "beğtüzün beğçur beňadik beşar beşer beşir bhaanumati bhaasvan bhaaswar bhadra bhadrak bhadraksh bhadran " +
  "bhagavaan bhagirathi bhagvan bhagwanti bhagwati bhamini bhanumati bharadwaj bharat bhardwaj bhargava bhargavi " +
  "bhasvan bhaswar bhaumik bhavani bhaves bheeshma bhilangana bhima bhisham bhishma bhoj bhoopat bhoopati " +
  "bhooshan bhooshit bhramar bhudev bhudeva bhupati bhupen bhushan bhushit bhuvanesh bhuvaneshwar biagio bianca " +
  "bianka bibi bibiana bibianna bibiano bibiána bice bigna bilal bilel bilge bilgebayunçur bilgebeğ bilgekan " +
  "bilgekağan bilgekutluk bilgekülüçur bilgetamgacı bilgetardu bilgetaçam bilgetegin bilgetonyukuk bilgez " +
  "bilgeçikşin bilgeışbara bilgeışbaratamgan bilgin bilgiç biliana bilig biligköngülsengün bilik biljana bill " +
  "billie billurə billy bilol bilomir biloslav biloslava bilva bilwa bilyana bilâl binafsha binbeği bindir bindo " +
  "bineta bino binta bintou birane birdie birgit birgita birgitta birgitte birino birjesh birol bisenija biserka " +
  "bishnu bivoj biçek bjarne bjorn björn bjørn blagica blagoje blagovista blahomil blahomila blahomír blahomíra " +
  "blahoslav blahoslava blair blaise blake blanca blanche blandine blanduzia blanka blaze blaž blažej blažena " +
  "bless blessing bo boas boaz bob boban bobana bobbi bobbie bobby bobur bodhan bodhi bodi boet bogdan bogdana " +
  "boglárka bogoljub boguslava bohdan bohdana bohuchval bohumil bohumila bohumír bohumíra bohun bohuna bohuslav " +
  "bohuslava bohuš bohuše bohémond boian bojan bojana bojislava bolatito boldaz boldizsár bolemír boleslav " +
  "boleslava bolmuş bolsun bolun boluwatife bon bonagiunta bonaldo bonaventura bonavita boncuk bongul bongulboğa " +
  "boniface bonifacio bonifác bonita bonito bonnie bora boran borbála borek borimir borimisl boris borislav " +
  "borislava borivoje borjan borka borko borlukçu borna bornak bortolo borut borys borçul boróka bosiljka botan " +
  "botir botond bouba boubacar boubou bouchard bouchra bowie boyan boyankulu boyd boylabağa boylabağatarkan " +
  "boylakutlutarkan bozan bozbörü bozdoğan bozhemir bozhen bozhena bozkurt bozkuş bozok boğa boğaç boğaçuk " +
  "boļeslavs bořek bořislav bořislava bořivoj boško boža božena božetěch božetěcha božica božidar božidara " +
  "božislav brad braden bradford bradley bradly brady braeden brahim brahma brahmaanand brahmabrata brahmanandam " +
  "brahmdev brain brajan brajendra brajesh bram brancaleone brandi brando brandon brandt brandy brandyn branimir " +
  "branimira branimír branimíra branislav branislava branka brankica branko brannon branson brant bratimir " +
  "bratislav bratislava bratomil bratoslav braulio braxton brayan breana breanna breanne brenda brendan brenden " +
  "brendon brenn brenna brennan brennon breno brent bret brett bria briac briachislav brian briana brianne brice " +
  "bridget bridgette bridie brielle brieuc brigida brigita brigitta brigitte brijesh brionna brisa brit brita " +
  "britney britt britt-marie brittany brock broderick brody bronislav bronislava brook brooke brooklyn brooks " +
  "brown broņislavs bruce bruna brune brunehaut brunehilde brunhilda brunilde bruno bruto bryachislav bryan " +
  "bryana bryant bryce brycen brygida bryon brájen brândușa brăduț buchi buck bucur bud budak budağ buddhana " +
  "buddy budhil budi budimir budimír budislav budivoj budunlu buford buitur bukak bukaktutuk bukola bulah bulak " +
  "bulan bulaçapan buldur bulgak bulmaz bulmuş buluk bulut buluç buluğ buluş bumın bunmi bunsuz burak burdette " +
  "burevist burguçan burhan burhon burkay burley burnice burslan burulday burulgu burunduk burçak busayo buster " +
  "butak butuk buyan buyandemir buyankara buyançuk buyat buyraç buyruk buyruç buytur buzaç buzaçtutuk buçan buçur " +
  "buğday buğra buğrakarakağan buşulgan byron bystrík bào bá bách bálint bárbara bâki béatrice béla bénigne " +
  "bénédicte béranger bérangère bérard béryl bérénice bêrîtan bình bíborka bích bögde böge bögü bökde böke bölen " +
  "bölükbaşı bönek bönge börteçine börü börübars börüsengün büdüs büdüstudun bügdüz bügdüzemen büge bügü bükdüz " +
  "büke bükebuyraç bükebuyruç bükey büktegin büküşboğa bülent bümen bünyamin bünül büre bürgüt bürkek bürküt " +
  "bürlük büğübilge bārbala bănel băng běla bıdın bıtaybıkı bıtrı bıçkı bıçkıcı błażej břetislav břetislava " +
  "bəhram bəhruz bəxtiyar bəyaz bạch bảo bắc bằng bổng bội bửu bữu ca cade caden caesar caetana cafer cagak cager " +
  "cahid cahya cahyadi cahyanto cahyo cahyono caino caio caitlin caitlyn caius caket cakrabirawa cakrabuana " +
  "cakrajiya cakrawala cakrawangsa calanico calcedonio cale caleb calebe caleigh cali calin calina calista " +
  "calixte callie callisto callum calogera calogero calpurnia calvin cam camden camelia cameron camil camila " +
  "camilia camilla camille camillien camillo camren camron camryn camylle camélia camélien can cana canalp " +
  "candace candelario candice candida candide candido candra candrakanta canel caner cangül canh cankan cannur " +
  "cansel cansu cansın cantemir cantidio canziano cao capa capitolina capucine cara caraka carey caribert caridad " +
  "carina carine carissa carl carla carlee carles carleton carley carli carlie carlijn carlo carloman carlos " +
  "carlota carlotta carlton carmel carmela carmella carmelo carmen carmina carmine carminho carmo carol carola " +
  "carolanne carole carolin carolina caroline carolyn carolyne caronte carponio carrie carroll carson carter " +
  "carub cary cas casandra casey casian casiana casilda casimer casimir casimira casimiro caspar casper cassandra " +
  "cassandre cassiano cassidy cassie cassien cassio cassiopea cassiopee castille casto cataldo cataleya catalin " +
  "catalina catarina catena caterina catharina catharine catherine cathrine cathryn cathy catinca cato catrin " +
  "catrina catrinel catullo catur caturangga cauã cavid cawisadi cawisono cawuk cayadi cayla cazimir ceasar cebe " +
  "ceca cecco cecelia cecep cecil cecile cecilia cecilie cecilio cecylia cecyliusz cecília cecílie cedric cedrick " +
  "cedrik cedrin celal celasun celeste celestin celestina celestine celestino celestýn celestýna celia celian " +
  "celie celil celina celine celinia celso celâleddin cem cemal cemali cemani cemeti cemil cemplunk cene cengkal " +
  "cengkir cenk cerasela ceren cerise cesar cesare cesario cevahir cevat ceyda ceyhun ceyla ceylan ceylin " +
  "ceylinaz cezar cezara cezary cezmi chaanakya chaaruchandra chad chadd chadrick chahine chahinez chaim chaitan " +
  "chakor chakradhar chakravartee chakravarti chakrika chanakya chance chanda chandak chandan chandani chandi " +
  "chandini chandira chandler chandni chandra chandraayan chandrabhaga chandrabhan chandradev chandrakala " +
  "chandraketu chandrakin chandramani chandramauli chandramohan chandran chandranath chandrani chandraprabha " +
  "chandraswaroopa chandravati chanel chanelle chantal chapal chapala charak charity charl charlaine charleen " +
  "charlemagne charlene charles charley charli charlie charline charlize charlotta charlotte charly charlène " +
  "charuchandra charumati charuvrat charvi chase chasity chaten chatur chatura chaturaanan chaturbhuj chauncey " +
  "chaya chayenne chayma chaz chaï chaïma cheick cheick-oumar cheikh cheikhou chekhouna chelsea chelsey chelsie " +
  "cherechi cherif cherubino cheryl cheslav chesley chester chet chetan chetanaanand cheyanne cheyenne chi " +
  "chiaffredo chiamaka chiara chidaakaash chidaatma chidambar chidambaram chidananda childebert chilpéric " +
  "chimamanda chinedu chinh chinmayanand chinmayananda chinyere chira chiranjeev chiranjeeve chiril chirill " +
  "chirine chisom chitraksh chitrali chitramala chitrangada chizoba chiêu chiến chiểu chloe chloé chornota " +
  "chrabroš chraniboj chranibor chranislav chranislava chris christ christa christelle christer christiaan " +
  "christian christiana christiane christiano christie christin christina christine christodule christoffer " +
  "christop christoph christophe christopher christy chrudoš chrysole chrysostome chrétien chukwu chung chuyên " +
  "chuẩn chval chyna chánh châu chí chính chương chưởng chấn chế ciaobella ciara cicero cici cielo cierra cihad " +
  "cihan cihangir cihanşah cilvenaz cindy cino cinta cinthia cinzia ciprian cipriana cipriano cirano ciriaco " +
  "ciril cirilla cirillo cirino ciro citlalli citra civan claas claes clair claire clara clarabelle clare " +
  "clarence clarenzio clarisa clarissa clarisse clark claud claude claudia claudie claudien claudine claudio " +
  "claudiu claus clavdia clay clayton clea cleandro clelia clelie clemence clemens clement clemente clementina " +
  "clementine clemenzia clemmie cleo cleofe cleonico cleopatra cleophee cleora cleta cletus cleve cleveland " +
  "clifford clifton climaco clinio clint clinton clio clodomiro clodoveo cloe clorinda clotaire clothilde " +
  "clotilde clovis cloyd cloé clyde cléa cléandre clélie clémence clément clémentine cléo cléophée cléry coby " +
  "coco codin codrin codrina codruț codruța cody coen cointa colby cole coleman colette colin coline colins " +
  "colleen collien collin colmanno colmazio colomba colombano colombe colombo colt colten colton columbus comfort " +
  "concepcion concepción conception concetta concetto conchita concordio conner connie connor conor conrad " +
  "consolata constance constant constanta constantia constantin constantina constança constanța constatin " +
  "consuela consuelo cooper cora coralia coralie coraline corbin corbiniano cordelia cordell cordia cordie corene " +
  "coreno corentin corentine corey corina corine corinna corinne coriolano cornel cornelia cornelio cornelis " +
  "corneliu cornelius cornell coronato corrado corrine cortez cortney corto corvin cory cosima cosimo cosma " +
  "cosmin cosmina costache costante costantino costanza costanzo costel costin coty coumba courtney coy coşkun " +
  "coşkuner craig crawford cremenzio crenguța creola crescente crescenzia crescenzio crespignano crin crina " +
  "crispino cristal cristaldo cristea cristian cristiana cristiano cristin cristina cristián cristobal cristofor " +
  "cristoforo cristopher cristóbal crocefissa crocefisso cronida cruz crystal crystel csaba csanád csenge csongor " +
  "ctibor ctibora ctirad ctirada ctislav ctislava cullen cumhur cunegonda cung cuniberto cupido curt curtis cuzia " +
  "cvetka cvijan cvijetin cydney cynthia cyntie cyprien cyprián cyra cyrian cyriaque cyrielle cyril cyrila " +
  "cyrille cyrine cyrus cyryl cát cândar cécile cédric céleste célestin célestine célia célian célien céline " +
  "césaire césar cézar cîhan côme công cúc cübeyr cüneyt călin cătălin cătălina cılasun cơ cương cường cảnh cầm " +
  "cần cẩm cẩn d'angelo daan daantje dabiživ dacian daciana daciano dacin dacio dada dadap dadi dado daevi " +
  "daevika dafina dafne dag dagel dagmar dagmara dagmāra dagoberto dahlia daiana daija dainuvīte daisha daisy " +
  "daiwik dajana dakota daksha dakshayani dale dalemir daleslava daley dalia dalibor dalibora daliborka dalida " +
  "dalie dalila dalima daliman dalimil dalimila dalimin dalimír dalimíra daliono dalla dallas dallin dalmazio " +
  "dalton damar damaris damaso damayanti dame dameon damian damiana damiano damien damife damil damilare damilola " +
  "damin damion damir damián damiána damjan damjanka damla damocle damodara damola damon damu dan dana danae " +
  "danang dandak dandapaani dandre dane dangelo danh dani dania danial danica daniel daniela daniele daniella " +
  "danielle daniil danijel danijela danika danil danila danilo danio danique daniswara daniël danjuma danka danko " +
  "dannie danny dante danu danuja danuta danuše dany danyka danyl dao daouda daphne daphnee daphney daphné dara " +
  "darasimi darby darcy darek daren daria darian dariana dariati darie darien darii darija darijan darimin darin " +
  "darina darine darinka dario darion daris darislava darius dariusz dariy darja darko darla darleen darlene " +
  "darmaji darman darmana darmanto darnell daromir daron darrel darrell darren darrick darrin darrion darron " +
  "darryl darshan darshwana darsirah dartono daru daruna darwin darya daryani daryl dasa dashawn dasia datta dave " +
  "davey davi david davida davide davin davina davino davion davon davonte davor davorin davriya davron davud " +
  "davy davyd dawid dawn dawson dax dayaamay dayaananda dayaanidhi dayamayee dayan dayana dayane dayna dayne " +
  "dayton dağhan dea dean deangelo deanna deb debbie debora deborah debra decebal decimo declan dedric dedrick " +
  "dee deeksha deen deenabandhu deepali deepan deepankar deependra deepesh deeptanshu deeptendu deeptiman " +
  "deeptimay deeptimayee deeptimoy deeptimoyee deevakar defne degna deion deja dejah dejan dejana dejon dejuan " +
  "delal delaney delbert delfina delfino delia delie delilah delinda delizia dell della delmer delores delpha " +
  "delphia delphin delphine delta demarco demarcus demario demba dementii dementiy demet demeter demetra demetria " +
  "demetrio demetris demetrius demetriusz demi demian demid demilade demiralp demirhan democrito demond demostene " +
  "demyan dena deneval denis denisa denise denisz deniz denizalp dennis denny deodata deodato deon deondre " +
  "deontae deonte dereck derek derick derin deron derrick derviş derya desanka desdemona deshaun deshawn " +
  "desiderata desiderato desiderio desimir desiree desmond despina dessie destan destany deste destin destinee " +
  "destiney destini destiny dev devadatt devagya devajyoti devak devan devangana devani devante devasree devdan " +
  "deven devesh deveshwar devi devika devin devon devonte devota devran devvrat devyn dewayne dewey dewi dewitt " +
  "dex dexter dexx dezider dhaanyalakshmi dhana dhanadeepa dhanalakshmi dhananjay dhanapati dhanesh dhanpati " +
  "dhanu dhanvin dhara dharani dharitri dharmaketu dhatri dhruv dhyanesh dhyaneshwar di diah diamante diamond " +
  "dian diana diane dianna dianne dianora diar diara diarra dicle diclehan dida didem didier didimo didina diede " +
  "diego dieke dies dieter dieudonné dieudonnée dieynaba digambar digambara digdaya diiana dijana dikmen diksha " +
  "dilafruz dilan dilara dilarə dilaver dilay dilbar dilber dilberay dildar dildora dildâr dilek diler diletta " +
  "dilfuza dilhan dillan dillon dilmurod dilnoza dilorom dilovan dilrabo dilruba dimas dimaz dimitri dimitrii " +
  "dimitrij dimitrije dimitrina dina dinakar dinda dinesh dinh dinis dinkar dino dinu dinç dinçer diocleziano " +
  "diodata diodoro diogene diogo diomede dion dione dionigi dionisia dionisio dionizy dionýz dionýzos dior dipa " +
  "dipali dipankar dipendra dipesh diptendu direnç diri dirja dirk dita ditte-marie ditya divaakar divakar divine " +
  "diviš diviška divjot divna divo divya dixie diyana diyor diyora dizik diána diên diāna diễm diệp diệu djayden " +
  "djeneba djenna djibril dluhoš dmitri dmitrii dmitriy dmitro doanh dobrava dobrila dobrinka dobromil dobromila " +
  "dobromir dobromira dobromisl dobromisla dobromysl dobromír dobromíra dobroslav dobroslava dochia dock doda " +
  "dodato dodo doina doinita doleslava doliana dolly dolores dolunay dolyana domagoj domen domenic domenica " +
  "domenick domenico domenik domezio domingo dominic dominick dominik dominika dominique domitille domiziano " +
  "domnica don dona donald donalda donat donata donatella donatello donato donavon donka donna donnell donnie " +
  "donny dono donát donáta dora dorana dorcas doreen dorel dorian doriana doriane doriano dorica dorin dorina " +
  "dorine dorinel doris dorit dorián dorka dorli dorofei dorofey dorota dorotea doroteja doroteo dorothea dorothy " +
  "dorothée dorottya dorris dortha dorthe dorthy doru doubrava doubravka douce doug douglas dounia douwe dov " +
  "dovie dovud doyinsola doyle doğan doğanay doğaner doğu draga dragan dragana dragica draginja dragiša drago " +
  "dragoje dragojlo dragoljub dragomir dragos dragoslav dragoș dragutin drahomil drahomila drahomír drahomíra " +
  "drahoslav drahoslava drahotín drahotína drahoň drahoš drahutin drahuše drajat drake draupadi draža dražen dren " +
  "drew dries drina driss dron drona druina držimir držislav du dua duane duanne duarte dubravka dubravko duccio " +
  "duco ducu dudley duilio duje dujo dulari dulce dulcinea dulina dumitra dumitrana dumitrita dumitru duncan dune " +
  "dung dunja durante durdona durga durgeshwari durmuş durodola duru dururbunsuz durward dustin dusty duuk duy " +
  "duygu duyên duyệt dušan dušana dušanka dušica duška duško duệ dwaipayan dwaipayana dwayne dwi dwight dyah " +
  "dylan dylano dyna dzirkstīte dzīle dániel dávid dáša dân dâver dã débora désiré dêrsim dîcle dîlan dîroj dîrok " +
  "dóra döndü dündar dünya dürdane dürriye dāgs dārta dāvids dāvis děpold dětmar dětřich dũng dương dəniz dạ dụng " +
  "ea earl earlene earline earnest earnestine easter easton ebba ebe eberardo ebiere ebin ebiowei ebkızı ebony " +
  "ebren ebru ebunoluwa ebuzer ecaterina ecclesio ece ecehan ecem ecevit ecmel ecrin ecvet ed eda edd edda eddi " +
  "eddie eddy ede edelberga eden edgar edgard edgardo edgars edhem edi edil edilberto edison edita edith editta " +
  "ediz edmond edmondo edmund edmée edna edoardo edouard eduard eduarda eduardo eduards edvard edvarda edvige " +
  "edvin edvín edvīns edward edwardo edwin edwina edyta edyth edythe edīte edžus eef eefje eekalabya eero eeva " +
  "efe effie efim efimia efisio efken eflah efraim efrain efrem efren efrosinia efsun eftalya eftimia eftimie ega " +
  "ege egemen egeo egidio eginardo egisto egizia eglantine egle egmont egon egona egor egīls eileen einar eino " +
  "einārs eirik eižens eja eka ekaaksh ekadant ekaksh ekalavya ekaling ekaparnika ekaterina ekdant ekeç ekim ekin " +
  "ekmel eko ekow ekrem ekundayo el ela eladio elaide elaina elaine elakshi elanur elbek elbert elda eldon eldor " +
  "eldora eldred eldridge elea eleanor eleanora eleanore eleazar electa elektra elena eleni elenor elenora " +
  "eleonora eleonore eleonóra elettra eleuterio elfrieda elfrída elfrīda elgin eli elia eliabeth eliah eliahou " +
  "elian eliana eliane eliano elias eliasz elide elie eliel eliette eliezer elif elifio eligio elija elijah " +
  "elimena elin elina eline elinor elinore elio eliodoro elion eliona elior eliot eliott elisa elisabet elisabeta " +
  "elisabeth elisabetta elisaveta elise elisea elisei eliseo elisey elisha elissa elita eliza elizabet elizabeta " +
  "elizabeth elizar elizaveta elize elizej elizeus eliáš eliška elka elkin ella ellada elle ellen ellen-margrethe " +
  "elli ellie elliot elliott ellis ellsworth elly elma elmar elmas elmer elmira elmo elmore elmurod elmārs elmīra " +
  "elna elnarə elnora elnur eloan eloane elodia elodie elody elogio eloi eloisa eloise elon elona elone elora " +
  "elouan elouise eloy eloá eloïse elpidio elroy elsa elsbeth else elsie elta elti elton eluh elva elvan elvera " +
  "elvezio elvia elvie elvin elvina elvino elvira elvire elvis elvíra elvīra elwin elwira elwyn elya elyanora " +
  "elyas elyes elyne elynn elyor elyse elyssa elyès elza elçin elène eléa eléanore eléonore elías elísio elīna " +
  "elīza elżbieta ema eman emanoil emanuel emanuela emanuele emanuelly emanuil emas embuh emced emeka emel emelia " +
  "emelian emelie emeline emely emelyan emerald emerich emerson emery emese emi emidio emie emiel emil emile " +
  "emili emilia emilian emiliana emiliano emilie emilien emiliia emilija emilijan emilio emiliya emilián emily " +
  "emin emine emir emirhan emma emmalee emmanuel emmanuelle emmanuil emmelie emmely emmerico emmet emmett emmi " +
  "emmie emmitt emmy emna emong emory empirio empluk emrah emre emrullah emy emília emílie emīlija emīls ena " +
  "enakshi endah ender enderun endra endrigo enea enecone enes engelbert engin enguerrand enid enie enimia enio " +
  "eniola enis enise enna ennio enno enoch enola enora enos enrica enrico enrique ensar ensio enteng enver enya " +
  "enyo enzo ephraim ephraïm epifan era eracla eraclide eraldo eralp erardo erasmo erast eray erazim erazmus " +
  "erberk erberto ercan ercolano ercole ercüment erda erdal erdem erdeni erdenikatun erdeniözük erdinç erel " +
  "eremei eremey eremia eren erenia erentüz ergene ergenekatun ergin ergün ergüner erhan erhard eriberto eric " +
  "erica erich erick ericka erico erik erika erin erine erinç erke erkki erkâm erkân erling erma erman ermanno " +
  "ermelinda ermen ermenegarda ermenegilda ermenegildo ermes ermete ermil ermilo erminia erminio ermolai ermolay " +
  "ermīns erna ernest ernesta ernestina ernestine ernesto ernestīne ernie ernst erofei erofey erol eron eros " +
  "ersilia ersin ertan erten ertenözük ertuğrul ervin ervín ervína ervīns erwan erwann erwin eryn erçin erşan " +
  "esat esaù esben esen esenbike eser esha eshana eshita esi esin esma esmee esmeralda esmeray esmira esmée " +
  "esperanza esra esse essie esta esteban estefania estefanía estel estela estell estella estelle ester estera " +
  "esterina estevan esther estiawan estiono estrella esuperio esupofo eszter etela eterie etha ethan ethann ethel " +
  "ethelyn ethem ethyl etienne etil ettie ettore eubert euclide eudes eudochia eudokia eudoksja eudora eudoxe " +
  "eudoxie eufebio eufemia eufemio eufrasia eufronio eufrosina eufrozina eufrozína eugen eugene eugenia eugenie " +
  "eugenio eugeniu eugeniusz eugène eugénia eugénie eula eulah eulalia eulalie eulálie euna eunice eunika " +
  "euphrasie euridice eurydice eusebia eusebie eusebio eusebiu eusebius euseo eustache eustațiu eustorgio " +
  "eustosio eustracjusz eusèbe eusébie eutalia eutalio eva evald evaldo evalyn evan evandro evangelina evangeline " +
  "evanghelina evann evans evar evarist evaristo evasio evdochia evdokiia evdokija evdokim evdokiya eve evelien " +
  "eveliina evelin evelina eveline evelyn evelyne evelína evelīna even everardo everett everette evert " +
  "evfrosiniia evfrosiniya evgenii evgeniia evgeniy evgeniya evgheni evghenia evghenii evgraf evi evidio evie " +
  "evin evlampii evlampiy evodio evpraksiia evpraksiya evran evremondo evren evsei evsey evstafii evstafiy " +
  "evstignei evstigney evy evîn evşen evžen evženie ewa ewald ewan ewatomi ewelina ewell ewen ewenn eya eyal eyiz " +
  "eylül eymen eyram eytan eythan eyüp eyşan ezechiel ezechiele ezekiel ezequiel ezio ezra ezrak eğrim eşref " +
  "e’zoza faas fabia fabian fabiana fabiano fabie fabien fabienne fabijan fabio fabiola fabián fabiána fabiënne " +
  "fabrice fabrizio fabrícia fabrício fadei fadekemi faderera fadey fadi fadime fady fadıl fae fahrettin fahri " +
  "fahriddin fahriye fahrünissa faik faina faiq faith faizah falba falk famiano famke fanika fanni fannie fanny " +
  "fanta fantin fantine fara farah farangiz fardau fares farhunnisa farida faris farouk farruh faruk farès fasih " +
  "fathonah fatih fatim fatima fatimata fatimə fatin fatma fatou fatouma fatoumata fatoş faust fausta faustin " +
  "faustina faustine faustino fausto faustýn faustýna favian fay faya faye fayen fayenne fayina faysal fayzbek " +
  "fazilat fazilet fazio fazliddin fazlı fazullah fazıl febe febi febriana febrina feda fedai fedde fedele " +
  "federica federico fedor fedora fedosii fedosiy fedot fedro fehime fehintola fehmi fekla felice felicia " +
  "feliciano felicie felicien felicita felicitas felicity felicián feliks felina feline felipa felipe felix " +
  "felton felícia felície fem femke femm fender fenja fenna fenne feodor feodora feodosia feodosiia feodosiya " +
  "feofan feoktist ferah feramuz feramuş ferapont feray ferda ferdi ferdinand ferdinanda ferdinando ferdynanda " +
  "ferenc ferhan ferhat feride feridun feriel feriha ferit ferman fermiano fermin fermo fern fernanda fernando " +
  "ferne ferre ferruccio ferruh feruza feryel festo fevronia fevroniia fevroniya fevzi feyyaz feyza feyzullah " +
  "fiacre fiammetta fibikemi fidan fidel fidelie fidelius fidenziano fidenzio fidèle fieke fien fiene fiep fiete " +
  "figen fiifi fikayomi fikret fikri fikriye filaret filemon filibert filiberto filimon filip filipa filipe " +
  "filipp filippa filippo filiz filofteia filomen filomena filomeno filoména filotije filou fily fine finia finja " +
  "finlay finley finn finnja finnley fiodor fiona fionn fiordaliso fiore fiorella fiorenza fiorenziano fiorenzo " +
  "firas firdavs firdevs firmin firs firuzə fitrat fitri fitria fitriani flaminia flavia flaviana flaviano flavie " +
  "flavien flavio flaviu flavius flavián fleano fleta fletcher fleur flip flo floare floarea flodoard floor " +
  "floortje flor flora flore florea florence florencia florencio florencja florent florentin florentina " +
  "florentine florentýn florentýna florența florestan florian floriana floriane floriano florica florida floridia " +
  "florie florin florina florine floris florián flossie floy floyd flurin flurina flynn flóra foca fode foka " +
  "folafoluwa folashade folco folu foma ford forest forrest fortunat fortunata fortunato fortunát fortuné " +
  "fortunée fos fosca fosco foss foster fotih fotii fotima fotiy foucauld foulques fran franc franca france " +
  "frances francesca francesco francette franci francia francine francis francisc francisca francisco francisque " +
  "franciszek franciszka franck franco francois franjo frank franka frankie franklin františek františka franz " +
  "franziska françois françoise fred freda freddie freddy frederic frederica frederick frederico frederik " +
  "frederike frederique fredrick fredrik fredy freeda freek freeman freida freja frenkie freya frida frido " +
  "fridolin fridolín fridrich frieda friederike friedrich fritz frol frontiniano frusina fruzsina fryderyk fráňa " +
  "frédéric frédérique frída frīda fuat fulbert fulberto fulcran fuldem fulden fulgence fulgenzio fulvia fulvio " +
  "fulya funda funmilade funmilayo furio furkan furkân furman furseo fuscolo fuzuli fynn fyokla fábio fâlih féba " +
  "félicie félicité féline félix füreyya füruzan füsun fərqanə fərəh fəxriyyə g'affor g'afur g'iyos g'ulom gabe " +
  "gabi gabin gabino gabriel gabriela gabriele gabriella gabrielle gabrijela gabriël gad gada gadang gading gadis " +
  "gaduh gael gaetan gaetano gaffar gage gaglioffo gaia gail gaiman gaio gaj gaja gajaadhar gajabahu gajadhar " +
  "gajana gajbaahu gala galak galaktion galang galar galatea galdino galeazzo galfryd galih galileo galina " +
  "galiono gallicano galuh galur gaman gamani gamanto gambira gamblang gamze ganak ganaka ganapati ganda gandewa " +
  "gandharv gandharva gandi gandolfo ganep ganesh ganesha gangesh gangsa gangsar ganjaran ganna gantar gara garan " +
  "garance garang garda gardner garett garfield garik garika garimberto garland garnet garnett garnier garnoslav " +
  "garret garrett garrick garrison garry garth garud garuda gary gaspar gaspard gaspare gasti gaston gastone gati " +
  "gatien gatik gatot gatra gaud gaudenzia gaudenzio gaudino gauraang gaurang gauranga gautam gautama gautami " +
  "gauthier gautier gautiero gavin gavino gavril gavrila gavrilo gavxar gawati gayatri gaye gayle gazanfer gazi " +
  "gaétan gaël gaëlle gaëtan gaïa gašpar gašper gbadebo gbeminiyi gbemisola gbolahan gbowoade geanina gedeon " +
  "gedeone geeta geetanjali gejza gelena gelila gelin gelincik gellért gelsomina geltrude gelu gema gemine gemini " +
  "geminiano gemma genadij gencer gene general generosa generoso genesia genesio genesis geneva genevieve " +
  "geneviève gennadii gennadiy gennaro genoveffa genoveva genta gentile genziano gențiana geo geoffrey geoffroy " +
  "georg george georgel georges georgeta georgette georgia georgian georgiana georgianna georgii georgije " +
  "georgina georgiy geovanni geovanny geovany gerald geralda geraldina geraldine gerard gerarda gerardina gerardo " +
  "gerasim gerasimo gerazim gerazym gerberge gerbert gerda geremia gergely gergő gerhard gerharda gerino germain " +
  "germaine german germana germano germán gerolamo geronimo geronzio gerrit gerry gerson gertrud gertruda " +
  "gertrude gertrúda gervais gervasio gesualdo geta gevheri ghaliyati ghanaanand ghanashyam ghani ghanshyam " +
  "ghenadi ghenadie ghennadi gheorghe gheorghi gheorghii gheorghina gheorghiță gherardo gherghina gherman " +
  "ghislain ghita ghiță gia giacinta giacinto giacobbe giacomo giada giadero giambattista gian gianbattista " +
  "giancarlo giandomenico gianfranco giang gianina gianluca gianluigi gianmarco gianmaria gianmario gianna gianni " +
  "gianpaolo gianpiero gianpietro gianuario giao giasone gibran gicu gică gideon giel gifty gigi gigliola gijs " +
  "gil gilang gilbert gilberta gilberto gilda gildo giles giliola gilles gillian gillo gina gineto ginevra " +
  "ginewra ginger gino gioacchina gioacchino giobbe gioberto gioconda giocondo gioele gioia gion giona gionata " +
  "giordano giorgia giorgian giorgiana giorgio giosuele giosuè giotto giovani giovanna giovanni giovanny giove " +
  "gioventino giovenzio girardo girart giray giri girija girik girika girindra giriraaj giriraj girish girja " +
  "girolamo gisela gisella gislebert gisselle gisèle gita gitanjali gitte giuda giuditta giulia giuliana giuliano " +
  "giulio giulitta giuseppa giuseppe giuseppina giusta giustiniano giusto gizela gizem giác giáng giáp gladyce " +
  "gladys glafira glauco gleb glen glenda glenn glenna glennie glib gligorije gloria glorie gnat gobinda " +
  "godeberta godfrey godiva goffredo gojko golda golden golia golub gomberto gonca gondebaud gondulfo gonerio " +
  "gonsalwy gonthier gontran gonzaga gonzague gonzalo gonçalo gopaal gopal gopee gopi gorakhanatha gorakhnath " +
  "goran gorana goranka gorazd gordan gordana gordei gordey gordiano gordii gordiy gordon gorimir gorislav gosto " +
  "gostomysl goswamee goswami gothard gottardo gottfried gotum goundo gouranga goutam govinda grace gracie " +
  "graciela graciliano gracián graciána gracja gradimir grady graham grant granville grato grayce grayson grazia " +
  "graziana graziano graziella gražina grațian grațiana grațiela green greg gregg gregoire gregor gregoria " +
  "gregorian gregorio gregory gremislav greta gretchen greyson grga grgo grgur griffin grigore grigori grigorii " +
  "grigorije grigoriy grimaldo griselda grizelda grover grozdana gry grzegorz grácie grâce grégoire gréta " +
  "guadalupe gualberto gualtiero gudakesa gudakesha gudrun gudrīte guelfo guenda guendalina guenièvre guerrino " +
  "guglielmo gui guiberto guido guilhem guilhemine guilherme guillaume guillemette guillermina guillermo " +
  "guiscardo guiseppe gula gulbahar gulbaxor gulchexra gulistan guljamol guljaxon gulnora gulnoza guloy gulseren " +
  "gulsora gulzira gulzoda gumesindo gun gundelinda gunilla gunnar gunnel gunner gunter gunārs gurdev gurii guriy " +
  "guru gus gussie gust gustav gustava gustave gustavine gustavo gustáv guus guusje guy guyot guérin gvendolina " +
  "gvendolína gvozden gwen gwenaëlle gwendoline gwendolyn gwido györgy gábor gál gédéon gérald gérard géraud géza " +
  "gökalp gökben gökbörü gökmen göknur gökçe gökçegöl gökçen gökçiçek gökşin gönenç göngör gönül göran görkem " +
  "görün gövhər gözde gúbio güher gül gülay gülbahar gülben güldem gülden güldeste gülegen gülemen gülen güler " +
  "gülgün gülhan gülnaz gülpembe gülriz gülsen gülsüm gültekin gülçin gülümser gülşen gülər gümüş gün günay " +
  "gündoğdu gündoğmuş güner güneş güngör güniz günnur günsel günseli günyaruk günçiçek gürbüz gürcan gürdal " +
  "gürhan gürkan gürol gürsel güven güvenalp güvercin güzey gıyas gűnter habbab habib habiba habil haby hacib " +
  "hadi hadja hadley hadriel hadrien hafi hafid hafsa hafshah hafız hagen hailee hailey hailie hairyanto hajar " +
  "hakan hakem haki hakim hakkı hal haldun hale haleigh haley halie halil halim halima halina halit halle hallie " +
  "haluk hamdi hamdullah hamed hami hamid hamidou hamima hamish hamit hammâd hamsini hamza hamzah hana hanae " +
  "hanaé handan hande hanefi hanga hani hania hanifa hank hanna hannabel hannah hanne hannele hannes hanno hannu " +
  "hans hans-peter hans-rudolf hans-ulrich hansjörg hanspeter hansruedi hansueli hanuš haralamb haralambie harald " +
  "hardana hardi hardouin hardy hari harimurti harinakshi harinarayan harit harita haritina hariton harja harjasa " +
  "harjaya harjo harlampii harlampiy harley harmon harmony harold haron haroun harouna haroune harriet harrison " +
  "harry harsana harsanto harsaya hartaka hartana harto harun harvey hasan haseki hasibi hasim hasin haskell " +
  "hasna hassan hassane hassie hasta hatem hatip hatouma hattie hattâb hauke hava havel haven havla hawa hawar " +
  "haya hayal hayali hayat hayati haydar hayden haylee hayley haylie hazan hazar hazel hazle hazım haïm haşim " +
  "haşmet haštal heath heather heaven heber hector heda hedda hedi hedvig hedviga hedvika heema heidi heidrun " +
  "heikki hein heinrich heinz heitor heja helen helena helene helga helie helin helios helle hellen helmer helmut " +
  "heloise heloísa heloïse helèna helène helēna henderson hendra hendri hendrik hendrika hennes henning henri " +
  "henrich henrick henrie henrieta henrietta henriette henrik henrike henrique henry henryk henryka heracleea " +
  "herbert herberta herluin herman hermann hermenegildo hermina hermine herminia herminio hermína hermīne hernán " +
  "hershel herta hertha heru hervé heryanto hester hesti hettie heval heřman hiba hicabi hicham hidaya hidde " +
  "hieronim hikmat hikmet hilaire hilal hilar hilario hilarion hilarius hilary hilbert hilda hildebert hildegard " +
  "hillard hillary hillel hilma hilmi hilola hilton himadri himani himawan himmet hincmar hind hipolit hipolito " +
  "hippolyte hira hiram hiranmay hiranmaya hiranya hiên hişam hiếu hiền hiển hiểu hiệp hjalmar hoa hoan hobart " +
  "hojimurod holden hollie hollis holly homer homero homér honor honore honorine honorius honoré hope horace " +
  "horacio horacy horațiu horea horia horiv horst hortense hortensia hortensie hortenzia hortenzie horymír " +
  "horymíra horác hosea hosiyat hostimil hostimila hostimír hostimíra hostislav hostislava hostivít houda houston " +
  "hovard howard howell hoyt hozan hoài hoàn hoàng hoán hoạ hoạt hristia hristina hristofor hristya hrvoj hrvoje " +
  "hrvojka hubert hud hudson hugh hugo hugues huguette hulda hulki hulusi humaira humay humberto hunor hunter " +
  "hurram hurshida hurşit husein husida husnida husniya husnora hussein huub huy huynh huyền huzeyfe huân huấn " +
  "huệ huỳnh hvalimir hvězdoslav hvězdoslava hyacint hyacinta hyman hynek hypolit hà hàm hành hào hán háta hâdi " +
  "hâlis hân hâtem hãn håkan håkon hédelin hédi hélie hélier hélio héloïse hélène hêvî hòa hùng hüccet hüdayi " +
  "hüdâvendigâr hülya hüma hümayun hümeyra hüner hüriyə hürkan hüsameddin hüsamettin hüseyin hüsnü hüsrev hıfzı " +
  "hızır hưng hương hướng hường hưởng hạ hạc hạnh hạo hải hảo hậu hằng họa học hồ hồng hội hợp hữu hỷ iacob " +
  "iacopo iacopone iacov iago iakov iakub ian iana iancu ianina ianira ianis ianna ianos ianuarii ianuariy iarema " +
  "iarina iaromil iaromir iaropolk iaroslav iaroslava iarovid iasmina ib iban ibidapo ibironke ibodulloh iboja " +
  "ibou ibra ibrahim ibrahima ibrani ibrohim ibukunoluwa ibun ica icaro icha icie icilio ico ida idan idea idell " +
  "idella idir ido idowu idris idriss idrissa idy ieremia ieremii ieremiy ievgen ifa ifeanyichukwu ifeoluwa " +
  "ifeoma iffar ifora ifunanya ige iginia iginio igino ignacio ignacy ignatii ignatius ignatiy ignazio ignjat " +
  "ignác ignácie ignát ignáta igor igori ihsan ihtiyor iia ika ike ikenna ikeoluwa iker ikhidie ikhsan ikin ikrom " +
  "ila ilai ilan ilana ilaria ilarie ilario ilarion ilay ilayda ilaçın ilda ildebrando ildefonso ildegarda " +
  "ildegonda ildika ileana ilene ilenia ilgmārs ilgın ilhan ilia ilian iliana iliane ilias ilie ilies ilija " +
  "ilinca ilinka ilja iljana ilko illia illidio illuminato illya ilmari ilmārs ilona ilsa ilse ilva ilya ilyan " +
  "ilyana ilyane ilyas ilyass ilyes ilyess ilyos ilyès ilza ima imad imam iman imane imani imelda imen imene imke " +
  "immacolata immacolato immanuel imogen imogene imoleoluwa imran imrane imre imrich imron imène ina inanç inara " +
  "inaya incoronata indah inder indira indra indriķis indro indy ines inesa inessa inez inga inge ingeborg " +
  "ingeborga inger ingmārs ingrid ingrida ingrīda ingūna inioluwa inja inka inkeri inna innesa innocent innocente " +
  "innocenty innocenza innocenzo innokentii innokentiy ino inocenc inocențiu insa intan inza inès inés inéz inês " +
  "inës ināra inārs ioan ioana ioanina iolanda iole ion iona ione ionel ionela ionelia ionică ionne ionuț iorio " +
  "iosefina iosif ipat ipatii ipatiy ippocrate ippolit ippolito ira iraida iraklii irakliy irawati irem iremide " +
  "irena irene irenej ireneo ireneus ireneusz ireti iretioluwa irfan iriana iride iridenta irina irinel iris irma " +
  "irmak irmeli irmina irnanto iroda irsad irvin irving irwan irwin iryna irène irēna isa isaac isabeau isabel " +
  "isabela isabell isabella isabelle isabelly isac isacco isadora isadore isai isaia isaiah isaias isak isaure " +
  "isay ischirione ise isee iseoluwa iseult ishaq ishola iside isidor isidora isidore isidoro isidro isioma isis " +
  "isla islam islom ismael ismaele ismail ismaël ismaïl ismaïla ismoil ismérie isobel isolda isom isotta isra " +
  "israa israel israël issa issac issam issiaka istván isık isığ ita italia italo itri itunuoluwa itzel itır " +
  "iuhim iuhima iuhimiia iuhimiya iukhim iukhima iukhimiia iukhimiya iulia iulian iuliana iulianna iulii iuliia " +
  "iuliu iuliy iuliya iuri iurie iurii iuriy iustin iustina iustinian iuvenalii iuvenaliy iva ivah ivan ivana " +
  "ivanka ivanna ivano ivanoe ivančica ivar ive ivek iven iveta ivetta ivica ivna ivo ivona ivone ivonne ivor " +
  "ivory ivy iván iwan iya iyabode iyad iyadunni iyanuoluwa iyed iyinoluwa iyık iyıktağ iza izaak izabela " +
  "izabella izaiah izaiáš izajasz ize izia iziaslav izidor izidora izmael izmail izolda izot iztok izyaslav " +
  "izydor izzy izák iľja işık işıl işılay işın işıner işığ i̇brahim i̇clal i̇dil i̇dris i̇ffet i̇hsan i̇hvan " +
  "i̇kbal i̇keme i̇kiçitoyun i̇krime i̇layda i̇lbey i̇lbilge i̇ldike i̇lgegü i̇lham i̇lhami i̇lhan i̇lkay i̇lkben " +
  "i̇lke i̇lker i̇lknur i̇lksen i̇lkyaz i̇lqar i̇lyas i̇mge i̇mran i̇mrem i̇nci i̇nç i̇pek i̇rem i̇rfan i̇rinç " +
  "i̇rinçköl i̇rtiş i̇smail i̇smet i̇til i̇xtiyar i̇zel i̇zzet i̇zzettin jaakko jabal jabari jace jacek jacey " +
  "jacinthe jacinto jack jackeline jackie jacklyn jackson jacky jaclyn jaco jacob jacoba jacobo jacobus " +
  "jacqueline jacquelyn jacques jacynthe jad jada jade jaden jadesola jadon jadran jadrana jadranka jadranko " +
  "jadro jadwiga jadyn jaeden jael jaelynn jaeman jaga jagadish jagadisha jagapati jagaraga jagathi jagdeep " +
  "jagdish jagica jagmeet jahnu jai jaida jaiden jail jailey jailyn jaiman jaime jaimini jaimy jairo jais jaivey " +
  "jaka jakayla jake jakob jakov jakub jakuba jakubina jakubka jale jaleel jalen jalil jalol jalon jalou jalyn " +
  "jalə jamaal jamal jamalia jamar jamarcus jamel james jameson jamey jamie jamil jamila jamir jamiro jamison " +
  "jammie jamol jamshid jan jana janae janaína jane janek janelle janessa janet janeta janez jani janica janice " +
  "janick janie janin janina janine janis janiya janja janka janko janna jannah janne jannek jannes janni jannie " +
  "jannik jannis jano janosch janusz jany janīna japhet jaquan jaquelin jaqueline jara jared jaren jari jarmil " +
  "jarmila jarne jarno jaro jarod jarolím jarolíma jaromil jaromír jaromíra jaron jaroslav jaroslava jarred " +
  "jarrell jarret jarrett jarrod jarvis jarwa jarwadi jarwi jasen jasenko jasin jasmani jasmijn jasmin jasmina " +
  "jasmine jasmína jasmīna jasna jasněna jason jasoň jasper jassem jassim jasur jaswadi jati jatmiko jaunita " +
  "jautrīte javas javi javier javlon javohir javon javonte jawad jawed jax jaxon jaxx jay jaya jayadi jayce " +
  "jaycee jayda jayde jayden jaydon jayeng jaylan jaylano jaylen jaylin jaylinn jaylon jayme jayne jayson jayvano " +
  "jazlyn jazmin jazmyn jazmyne jazz jazzlyn jazzlynn jean jean-baptiste jean-claude jean-daniel jean-françois " +
  "jean-jacques jean-louis jean-luc jean-marc jean-marie jean-paul jean-pierre jeana jeanette jeanie jeanne " +
  "jeannel jeannette jeannie jeannot jed jedediah jedidiah jef jeff jefferey jeffery jeffrey jeffry jefri jefta " +
  "jehanne jela jelena jelica jelisaveta jelita jelka jella jelle jelmer jelte jena jenel jenifer jenna jennah " +
  "jennie jennifer jennings jenny jennyfer jenovéfa jens jensen jente jeppe jerad jerald jeramie jeramy jerel " +
  "jeremi jeremiah jeremias jeremiasz jeremie jeremiáš jeremy jerguš jermain jermaine jermey jernej jerod jerome " +
  "jeromy jeroným jerrell jerrod jerrold jerry jerzy jerónimo jerôme jesika jesper jess jesse jessica jessie " +
  "jessika jesslyn jesslynn jessy jessyca jesus jesús jet jett jette jettie jevgeņijs jevon jevrosima jewel " +
  "jewell jezdimir ješa jibril jidde jihane jil jiljí jill jillian jim jimena jimi jimmie jimmy jimram jinane " +
  "jinawi jindra jindřich jindřiška jinte jinthe jip jitender jitendra jitka jiyan jiřina jiří jo joachim joah " +
  "joakim joan joana joanie joann joanna joanne joannie joanny joany joaquim joaquin joaquín joas job jocelyn " +
  "jocelyne jodi jodie jody joe joel joelina joeline joelle joep joes joesph joey johan johana johann johanna " +
  "johanne johannes johathan john johnathan johnathon johnnie johnny johnpaul johnson joko jolana jolanda jolanta " +
  "jolayemi joleen jolie jolien jolijn jolin jolina joline jon jona jonah jonas jonatan jonathan jonathon jonna " +
  "jono jonte jonáš joojo joost jop jordan jordana jordane jordi jordon jordy jordyn jorga jorge jorin joris jorn " +
  "jorrit jort joscha joschua jose josef josefa josefien josefin josefina josefine josefína josep joseph josephin " +
  "josephine josette josh joshua joshuah josiah josiane josianne josie josip josipa joso josse josselin josua " +
  "josue josué josy josé joséphine joud jourdain jovan jovana jovani jovanka jovanny jovany jovin joy joya joyce " +
  "jozef jozefa jozefína jozue joão joël joëlle joško jošt joža jože jožef jožica juan juana juanita juda judah " +
  "judd jude judge judicaël judita judith judson judy judyta judīte jugoslav juha juhani juho jukka jula julan " +
  "jule jules juli julia julian juliana juliane julianne julide julie julien julienne juliet julieta juliette " +
  "julija julijana julika julina julio julita julius juliusz julián juliána juliëtte jumadi jumagul jumari juna " +
  "junayd june junior junius juno junon jur juraj jure juri jurre jurģis jusra juste justen justice justin " +
  "justina justine juston justus justyn justyna justína justýn justýna justīne jusuf juta juul juvenal juwan " +
  "juwon jyoti jyotis jyotsana jáchym ján jános jázmin jérémie jérémy jérôme jéssica józef józefina józsef jörg " +
  "jörgen jørgen júlia júlio július jürg jānis jāzeps jēkabs jūlija jūlijs jūsma kaan kaarina kaat kabil kacey " +
  "kaci kacie kacper kacung kade kadem kaden kader kadiatou kadidia kadidiatou kadin kadir kadrican kadriye kady " +
  "kadı kaela kaelyn kahina kai kaia kailash kailee kailey kailyn kairav kaitlin kaitlyn kaj kaja kajen kajetán " +
  "kala kale kalea kaleb kaleigh kalender kalervo kalevi kaley kali kalidou kalim kalina kalinda kalinik " +
  "kalistrat kalle kallie kallistrat kalpana kalyani kama kamal kamala kamalesh kamaria kambali kamber kamel " +
  "kamelya kameron kamidin kamil kamila kamile kamilla kamille kamla kamlesh kamol kamola kamoliddin kamran " +
  "kamren kamron kamryn kamuran kanak kanaka kanchan kancı kanda kane kani kania kanishka kannan kannen kanti " +
  "kançı kapgar kapiton kara karaca karahan karak karam karamba karamoko karan karaça kardi kareem karel karelle " +
  "karen kargılaç kari kariane karianne karim karima karimah kariman karin karina karine karja karl karl-emil " +
  "karl-johan karla karlee karley karli karlie karlijn karlo karlotta karlıgaç karma karman karmela karmen karna " +
  "karol karolann karoliina karolina karoline karolína karp karsa karsana karson karta karthik kartik kartika " +
  "karunanidhi karya karīna kasandra kasey kashyap kashyapi kasian kasim kasiran kasiyah kasián kasper kassandra " +
  "kassim kastor kasusra kasyan kasım kata katariina katarina katarzyna katarína kate katelin katell katelyn " +
  "katelynn katerina kateřina katharina katherine katheryn kathleen kathlyn kathrin kathrine kathryn kathryne " +
  "kathy katia katica katie katija katina katja katlyn katlynn kato katrin katrina katrine katryn katrīna kattie " +
  "katun katunkız katy kavon kawa kawaca kawaya kawtar kay kaya kayaalp kayacık kayaçık kaycee kayden kayla " +
  "kaylah kaylee kayleigh kayley kayli kayliah kaylie kaylin kayna kaynak kayode kayra kays kayun kayça kazanç " +
  "kazi kazimierz kazimir kazimír kazimíra kazkatun kaïna kaïs kağan kašpar keagan keano keanu keara keaton " +
  "keegan keeley keely keenan keerti kees keet kehinde keira keisha keith keji kekik keklik keleş kellen kelley " +
  "kelli kellie kelly kelsi kelsie kelton kelvin kelya kelyan kemal kemalettin kemba kemi kemâl ken kenan kenari " +
  "kendall kende kendra kendrick kenes kenji kenna kennedi kennedy kenneth kennith kenny keno kensi kent kenton " +
  "kenya kenyatta kenyon kenza kenzi kenzie kenzo kenzy keon kepez keramet kerami kerem keremşah keren kerim " +
  "kerry kerstin keshaun keshawn kesme ketsia keven kevin kevon kevser keyan keyken keyla keyon keyshawn kezia " +
  "kezlik keşşaf kha khadidiatou khadidja khadija khadim khady khai khalid khalifa khalil khang khanh kharitina " +
  "khariton kharlampii kharlampiy khiêm khiết khiếu khoa khoan khoriv khoudia khoát khristia khristina khristofor " +
  "khristya khuyên khuyến khuê khvalimir khánh khê khôi khúc khương khả khải khắc khởi kian kiana kiandra kianna " +
  "kiano kiara kiarra kick kiel kiera kieran kii kika kikelomo kiki kiley kilian kilián killian kilyan kim " +
  "kimberley kimberly kimi kimo kin kincső king kinga kiné kip kir kira kiran kirana kiraz kirill kirilo kirk " +
  "kirsten kirstin kirti kitty kiy kiyan kiên kiếm kiến kiết kiều kiện kiệt kjeld kjell klaas klara klarencjusz " +
  "klaudia klaudie klaudius klaudiusz klaudián klaus klavdii klavdiia klavdiy klavdiya klea klemen klemens " +
  "klement klementina klementyna klementýna kleopatra kliment klotylda klára kléber klāra klāvs knut kobe koby " +
  "kody koen kofi kojo koko kolawole kolby kole koleta koloman kolombín kolombína kolos kolumbán kolumbín " +
  "kolumbína komil komila komron kondrat kondratii kondratiy konon konrad konrád konrāds konstance konstancie " +
  "konstancja konstantin konstanty konstantyn konstantýn konstantīns konsuela konzuela konštantín kopano kora " +
  "koralia koray korbin korbinian kordula korede korey korina korinna korkut kornel korneli kornelia kornelii " +
  "kornelius korneliusz korneliy kornii kornil kornilii korniliy kornilo korniy kornél kornélia kornélie kory " +
  "kosma kosmas kosta kostiantin kostyantin koçer kraig krasava krasomil krasomila krasoslav krentta krešimir " +
  "krijn kris krishna krishnadas krishnadasa krista kristen kristi kristian kristie kristiina kristijan kristin " +
  "kristina kristine kristián kristiāna kristiāns kristjan kristofer kristoffer kristopher kristy kristína " +
  "kristóf kristýna kristīne krisztián krisztofer krišjānis krišs krištof krsto kruno krunoslav krystal krystel " +
  "krystian krystina krystyna kryšpín kryštof krzysztof ksawera ksawery ksenia kseniia ksenija kseniya ksenofont " +
  "kubad kubat kubilay kubra kubura kuddusi kujoe kumar kumari kumru kumuda kumush kuncara kunhuta kunthara " +
  "kupava kupriian kupriyan kurnia kurt kurtis kusuma kutbettin kuzey kuzma kuzman kvetoslava kvido kvitka " +
  "kvitoslava květa květoslav květoslava květoň květoš květuše kwabena kwadwo kwaku kwame kwamena kwasi kweku " +
  "kwesi kwintyn kyan kyano kyara kyla kyle kylee kyleigh kyler kylian kyliann kylie kyllian kyllikki kyra kâmil " +
  "kâzım kéba kévin kê kính köksal kübra kürşad kārlis kımız kımızalma kımızalmıla kımızın kırgavul kırlangıç " +
  "kırçiçek kısmet kıvanç kıvılcım kıymet kızdurmuş kızılalma křesomysl křišťan kỳ kỷ laal labuh lacey lachlan " +
  "lacy lad lada ladarius ladimir ladina ladislao ladislau ladislav ladislava ladji lado ladomir laetitia " +
  "lafayette lahna lai laia laila laisha lajos laksana lakshman lakshmi lakshmidhar lakshminath laksita lal lala " +
  "lale lalie lalita lalə lam lamar lambert lamberto lamia lamih lamine lamiyə lamont lan lana lanang lance " +
  "lancelot lancilotto landen lander landolfo landry lane laney lanfranco langgeng lanjar lantar lapo lara laras " +
  "larina larisa larissa laron larry lars larue larysa lascăr lasmanto lasmono lassana lasse laswi laszlo latif " +
  "latifa latife latika latofat latoya laura laurane laure laureen laurel laureline lauren laurenc laurence " +
  "laurencie laurencja laurencjusz laurens laurent laurentia laurentino laurentiu laurenty laurentyna laurenz " +
  "laurenția laurențiu lauretta lauri laurian lauriane laurianne lauriano laurie laurin laurine laury lauryn " +
  "laurène lautone lava lavada lavanya lavern laverna laverne lavina lavinia lavinio lavon lavonne lavr lavrentii " +
  "lavrentiy lavrin lavínia lavīze lawrence lawrencia lawson laxman laxmi layana layanah layla laylo layne lazar " +
  "lazare lazaro laziz lazzaro lazăr laëtitia lea leah lean leana leander leandr leandra leandre leandro leane " +
  "leann leanna leanne leano leart leatha leda ledion lee leela leelou leena leendert lega legawa lehna leia leif " +
  "leigh leila leilani lejla leke lela lelah leland lelia leman lembah lemide lempi lemuel len lena lene leni " +
  "lenia lenja lenka lenn lenna lennard lennart lenne lennert lenni lennie lennon lennox lenny lenora lenore leny " +
  "lenya leo leo-paul leodegar leokádie leola leon leona leonard leonardo leone leonel leonhard leoni leonia " +
  "leonid leonida leonidas leonie leonilda leonio leonis leonor leonora leonore leontii leontin leontina leontine " +
  "leontiy leontýn leontýna leontīne leonzio leonīda leonīds leopardo leopold leopolda leopoldina leopoldine " +
  "leopoldo leopoldýna leora leoš leposava lera lere leroy lerzan lesana lesia lesley leslie lesly lessie lestari " +
  "lester lesya leta letha leticia leticie letitia letizia letiția letterio letícia leu leufroy lev levana levent " +
  "levente levi levin levio levke levko levoslav levy lew lewin lewis lex lexi lexie lexus leya leyan leyla leyna " +
  "leïla leïna lešek lia liah liam lian liana liara lias libbie libby liberata liberato liberatore liberio libero " +
  "liberto libor libora liboria liborio liboslav liboslava libuša libuše libère liběna licia lică lida lidania " +
  "lidia lidiia lidija lidio lidiya lidmila lidya lieke lien liene lieto lieuwe lieve lieze ligia liisa likera " +
  "lila lilas lili lili-rose lilia lilian liliana liliane lilianna lilie lilien liliia lilith liliya liliána " +
  "liliāna lilla lilli lillian lilliana lillie lilly lilou lilwenn lily lily-rose lilya lilyan liman limar lina " +
  "lincoln linda linde lindsay lindsey line linett linh linn linne linnea linnie linnéa lino linoy linoï lintang " +
  "linus linwood lio lioara lion lionel lior liora liron lirone lis lisa lisandro lisann lisanne lisbeth lise " +
  "liselotte lisette lison listvich lital litzy liuba liubava liubim liubislava liubodar liubomila liubomir " +
  "liubomira liuborada liuboslava liubosmysl liubov liubovi liubozar liudmila liudomila liusea liv liva livia " +
  "liviana livie livino livio liviu livius liya liyah liyam liyan liyana liz liza lizbeth lize lizeth lizz lizzie " +
  "lizzy liétald liêm liên liāna liễu liệt ljiljana ljuba ljubica ljubiša ljubomir ljudevit llewellyn lloyd loa " +
  "loan loane lobar lodovica lodovico loek loes loet logan lohan lois lola lolade lolita loma lon london lone " +
  "long longin lonie lonnie lonny lonzo lora loraine lore loredana loreen lorelei lorella loren lorena lorenc " +
  "lorene loreno lorenz lorenza lorenzo loreta loretta lori lorian loriana lorik lorin lorine loris lorna lorrain " +
  "lorraine lot lota lotar lothaire lothar lott lotta lotte lotti lottie lou lou-ann lou-anne loua louan louane " +
  "louann louay loubna louca louie louis louis-marie louisa louise louison louka loula louna lounis loup lourdes " +
  "lourenço louvenia lova lovisa lovorka lovro lowell lowie loy loyal loyce loïc loïs loïse lua luan luana lubin " +
  "lubomír lubomíra lubor luboslav luboslava luboš luc luca lucas lucca luce lucențiu luchezar lucia lucian " +
  "luciana luciano lucica lucie lucien lucienne lucija lucijan lucile lucilla lucille lucinda lucio lucious " +
  "lucius lucián luciána lucja lucjan lucretia lucrezia lucreția lucrețiu lucy lucía ludano ludie ludivine " +
  "ludivoj ludiše ludmila ludolphe ludomír ludomíra ludoslav ludoslava ludovic ludovica ludovico ludvig ludvika " +
  "ludvík ludvíka ludwig ludwik ludwika luděk lue luella luena luhung lui luigi luigia luis luisa luise luiz " +
  "luiza lujza luk luka lukas luke lukian lukiia lukita lukiya lukman lukrecius lukrécie lukyan lukáš lula lulu " +
  "luluh lulut luminita luminița luminosa lumír lumíra luna lune lungelo lungu lupe lura lurhur lurline lutfan " +
  "lutfi lutfiya lutfulloh luther luthfi lutibor lutobor lutz luuk luus luwar luwes lux luz luzie luân luís luísa " +
  "luďka luīze luận luật ly lya lyam lyan lyana lyda lydia lydie lyes lykke lyla lyle lylia lylou lyn lyna lynda " +
  "lyne lynette lynn lynne lyric lysanne lyubava lyubim lyubislava lyubodar lyubomila lyubomir lyubomira " +
  "lyuborada lyuboslava lyubosmysl lyubov lyubozar lyudmila lyudomila lászló lâm lân léa léana léandre léda léna " +
  "léo léon léonard léonie léonne léopold léopoldine lévi lê lívia lîlan lîrîk lütfi lütfullah lý lýdia lýdie " +
  "lāsma lăcrămioara lăng lĩnh lība līga līksma līna līva līvija līze lūcija lưu lương ləman lạc lập lễ lệ lộ lộc " +
  "lợi lục lực maad maaike maan maarit maarten maartje maas maayane mabel mabela mabelle mable mabruk mac maca " +
  "macaire macaria macario maccabeo mace maceo macey maci macie mack mackenzie mactar macy madalena madaline " +
  "madalyn maddalena maddison maddox madeleine madelief madeline madelyn madelynn madge madhuri madid madie " +
  "madilyn madina madisen madison madisyn madita madlaina madleen madlen madonna mads mady madyson mae maegan " +
  "mael maelle maelys maes maeva maeve mafalda maffeo magali magda magdalen magdalena magdaléna maggie maggiorino " +
  "magno magnolia magnus maguelone maguette mahamadou mahan mahault mahaut mahdi mahe mahendra maher mahesa " +
  "mahesh maheswar mahfud mahir mahmoud mahmud mahmut mahrus mahulena mahzan mahzun mahé mai maia maica maida " +
  "maiia maija maik maike maila mailin mailo maimunah maiorico maira maitê maiya maja majda major makan makar " +
  "makara makary makayla makenna makenzie makhtar makinwa maks maksim maksimilian maksimilyan maksud maksym " +
  "maksymilian makuta mala malachi malak malati malco malcolm malea malek malena malene malia malick malik malika " +
  "malin malina malinda mališa mallaury mallie mallory malo malone malou maloxat malte malthe malti malva malvina " +
  "malvína malvīne malwina mama mamadou mamady maman mamante mamert mamie mamoudou mamour manah manal manar " +
  "manassé manca mancio manda mandaakin mandakini mandy manel manelle manetto manfred manfredo manfréd mangala " +
  "mangalya mani manik manikya manil manilio manisha manjusha manley manlio manoah manoj manole manon manona " +
  "mansour mansueto mansur mansvet manu manuel manuela manuele maqsud mara marah maram marana maras marat marc " +
  "marc-antoine marceau marcel marcela marceli marcelin marcelina marceline marcelino marcell marcella marcelle " +
  "marcello marcellus marcelo marcelína marcheta marcia marciano marcin marco marcos marcu marcus mardon mare " +
  "mareike marek maren marena mareta marfa marga margana margaret margareta margarete margarett margaretta " +
  "margarette margarida margarita margaréta margaux marge margherita margie margit margita margo margot margret " +
  "margrit margrith marguerite mari maria mariadi mariah mariam mariama mariame marian mariana mariane marianna " +
  "marianne mariano maribel marica maricarmen marichka maricica marie marie-ange marie-lou marieke mariela " +
  "mariella marielle mariem marieta marietta mariia marija marijan marijana marijn marika marilena marilie " +
  "marilou marilu marilyn marilyne marilú marin marina marine marinela marinella marinetta marinko marino marinus " +
  "mario marioara mariola marion marisa marisol marissa marit marita maritza marius mariya marián marième marja " +
  "marjan marjane marjatta marjeta marjolaine marjorie marjory mark markiian markika markiyan markku marko markus " +
  "markéta marla marlee marleen marlen marlena marlene marley marli marlie marlies marlin marlis marlo marlon " +
  "marly marlène marnie marolo marouane maroš marques marquis marquise marrit marsha marshall marsito marsudi " +
  "mart marta martaka martana martani marte marten martha marthe martial martian martim martin martina martine " +
  "martino martti marty martyan martyn martyna martín marut maruta marvin marwa marwan marwane marwata marwen " +
  "marwin mary maryadi maryam maryann maryanto maryjane marylou maryna maryse marzia marzio marème maría marína " +
  "marģers mas mashxura mason massamba massima massimiliano massimo massinissa matan matar mate matei matej " +
  "mateja mateo mateus mateusz matheo matheus mathew mathias mathieu mathijs mathilda mathilde mathis mathurin " +
  "mathuys mathys mathéo matias matija matilda matilde matis matisse matjaž matko mato matouš matroniano mats " +
  "matt mattea matteo mattes mattheo matthew matthias matthieu matthijs matthis matti mattia mattias mattie " +
  "mattis mattéo matvei matvey matvii matviy matylda matys matyáš matz matías matúš matěj matīss maud maude " +
  "maudie maugis maura maureen maurice mauricette mauricio maurilio maurine maurits maurizio mauro maurycy mavdud " +
  "maverick mavis mavlon mavluda mawuena mawusi max maxbuba maxellende maxence maxens maxfuza maxi maxie maxim " +
  "maxima maxime maximilian maximiliano maximilien maximilián maximillia maximillian maximo maximus maxine " +
  "maxmilián maxsuma maxwell may maya mayane mayar maybell maybelle maye mayeul mayia mayla mayline maylis maymie " +
  "maynard mayoor mayra maysa mayson mayssa mayte mayya mazbut mazhar mazie mazlum maé maélis maël maëlie maëline " +
  "maëlis maëlle maëly maëlyne maëlys maëva maï maïa maïly maïlys maïmouna maïna maïssa maïssane maïwenn " +
  "małgorzata maša mašinka ma’mur ma’ruf ma’sud mbaye mckayla mckenna mckenzie meagan meaghan mechislav " +
  "mechislava meda medard medardo medea medina medine medoro medya meena meenakshi mees mefodii mefodiy megan " +
  "megane meggie meghan meghnad meghnath mehdi mehmet mehriban mehtap meik meike meire mekhi melani melania " +
  "melanie melaniia melanio melaniya melany melba melchiade melchior melchiorre melda melek melenija melezio " +
  "melia melichar melih melike melikşah melina melinda meline melis melisa melissa melita melitina melle mellie " +
  "mellina melnic melodi melodie melody mels meltem melusine melvil melvin melvina melvyn melyna melyssa melánia " +
  "melánie memduh menahem menaka menardo mence mendel menelao meneo menka menno mennone menodora meral mercede " +
  "mercedes mercurio meredith merel merete meriam meriem merih merijn meriç merjem merl merle merlin merritt mert " +
  "mertie merve mervin merwan meryam meryem meryl messalina mestan mesut meta mete metello metin metod metoděj " +
  "metrofane mette mevlüt mex meyra meïssa mečislav mečislava mi mia mica micael micaela micah micha michael " +
  "michaela michal michala michale michalina michaël michał micheal michel michela michelangelo michele micheline " +
  "michelle michèle mick mickael mickaël midas mieke miel miguel miha mihael mihaela mihai mihail mihailo mihajlo " +
  "mihaylo mihei mihey mihnea mihriban mihály mija mijat mik mika mikael mikaela mikail mikayla mikaïl mike mikel " +
  "mikhail mikhailo mikhaylo mikhei mikhey mikita mikkel mikki mikko miklós mikola mikoláš mikołaj mikuláš mila " +
  "milada miladin milan milana milanka milanko milano mildred mile milen milena miles mileta miley milford milhan " +
  "milica milii milisav militsa milivoj miliy milić miljan miljana miljenko milka milla mille miller millicent " +
  "millie milly milo milodara milojica milomir milorad miloslav miloslava milota milou milouš milovan milovín " +
  "miloň miloš milred milton milutin milutín miluše milán milík milíč mima mimma mimo mina minakshi mindy mine " +
  "minerva minervina minervino minh mink minka minna minnie minodora mio mioara miodrag miomir mir mira mirabela " +
  "mirac miracle miran miranda miray miraziz miraç mircea mirco mireille mirek mirela mirella mireya miriam " +
  "miriama mirja mirjam mirjana mirka mirkelam mirko mirkó mirna miro mirocleto miromil miromila miron mirona " +
  "miroslav miroslava mirre mirta mirte mirthe mirtil miruna mirza mirziyo misael misaele misbah mischa mislav " +
  "missouri misty mitar mitch mitchel mitchell mithat mitică mitja mitofan mitra mitruț mittie miya mizgîn miên " +
  "miķelis miša miško mlad mladen mlađana mnata mnislav mnislava moa mobolaji moche moctar modest modesta modesto " +
  "modibo modou modrīte modupe mody mofifoluwa mohamad mohamadou mohamed mohamed-ali mohamed-amine mohammad " +
  "mohammed mohan mohana mohinder mohini mohir moira moisei moises moisey moisés mojca mojisola mojisoluwa mojmír " +
  "mojżesz mojžíš mokei mokey mokrina mollie molly momir momira mona monaldo monalisa monde monica monika monique " +
  "monitore monroe monserrat monserrate montana monte monty monvīds moos moradeke morayo morena morenike moreno " +
  "morgan morgana morgane moriah moric moris moritz morne morolake morris morten mortimer morton mory mose moses " +
  "moshe mosinmileoluwa mossie mosunmola mosè motria motrya motunrayo mouctar mouhamadou mouhamed mouhameth " +
  "mouhammadou moussa moustafa moustapha moxidil moxigul moxina moxinur moxira moyosore mozell mozelle mozes " +
  "moïra moïse moïsette mořic mpho mstislav mstislava muammer muattar muaviye muaz muazzam mubina mudīte mufiz " +
  "mugur mugurel muhammad muhammed muharrem muhsin muhtar muhterem muhteşem muhtor muhyiddin mujur mukadder " +
  "mukaddes mukesh muktedi muktedir muktefi mukul mulya mulyanto mulyono mumpuni muni munif murat muriel muriela " +
  "murilo murl murod murphy murray mursinin mursita murti musa musii musiy muslih mustafa mustafo mustapha " +
  "mustika mustofa musulmon mutahhar mutasım muteber mutemed mutia muttalib muyassar muyiwa muzaffar muzaffer " +
  "muziano my mya myah myla mylan mylene myles mylo mylène myra myriam myrl myrna myron myrthe myrtice myrtie " +
  "myrtil myrtille myrtis myrtle mája márcia mária mário márk márton mátyás máté médea médoune médéric mégane " +
  "mélanie méline mélisande mélissa mélissandre mélodie mércia mérovée mína mónica móric müesser müfid müge " +
  "müjdat müjde müjgan mükerrem mümtaz münevver münir müren müzdad müşir māra mārcis māris mārtiņš mārīte mădălin " +
  "mădălina mălina mărioara măriuca mētra mısra mələk mạnh mẫn mậu mộc mộng mỹ nabi nabil nabila naci nada " +
  "nadalina nadejda nadezhda nadežda nadi nadia nadiia nadine nadir nadiya nadja nadzieja nadège naděžda nae nael " +
  "naemi nafisa nafiz nagabhushanam nahel nahid nahil nahla nail naim naina naja najam najib najla najmiddin " +
  "najwa nakia nala nalan nalar nalini nam namazio name namık nana nancy nand nanda nando naneta nanna nannie " +
  "naomi naomie naoufal naoufel napoleon napoleone nara naradi narayan narcis narcisa narciso narcisse nardi " +
  "narendra nargiza narimon narin narinder narji narkis narseo narsete nasab nash nasiba nasim nasir nasriddin " +
  "nasrullah nassim nastja nat natacha natale natalia natalie nataliia natalija natalina nataliya natalya natan " +
  "natanael nataniel natasa natasha nataša natașa nate nath nathalie nathan nathanael nathanaël nathanial " +
  "nathaniel nathen natiq natka natália natálie naud naudet naum naura naval naveen navin nawal nawel nawfel " +
  "nawroz naya nayel nayeli nayla naz nazan nazar nazarii nazario nazariusz nazariy nazary nazif nazim nazlı " +
  "nazmi nazrulloh nazzareno nazzaro nazım naël naëlle naïa naïl naïla naïm naïma naïs naďa nađa nea neal nebojša " +
  "necat necati necdet nechifor necib necla necmettin ned neda nedeljko nedim nedjeljka nedjeljko nedra neela " +
  "neele neeltje nefeli neha nehir neil neiva neja nejat nejc nejla neklan nela nelda nele nelea neli nelia nelio " +
  "nell nella nelle nellea nelli nellie nelly nels nelson nelu nelya nemanja nemir nemira nena nenad nene neo " +
  "neoma neonila neopolo neoterio nepomuk nera nerea nereo nergis neri nermine nesa nesim neslişah nesrin nesrine " +
  "nestor nestore nettie neva neven nevena nevenka nevin nevio nevra nevzat newell newroz newton neyla nezamysl " +
  "neïla neşet ne’matulloh nga nghi nghiêm nghiệp nghĩa nghị nguyên nguyết nguyễn nguyệt ngà ngân ngôn ngạn ngọc " +
  "nhan nhi nhiên nhiệm nhu nhung nhuận nhàn nhân nhã nhơn như nhượng nhạn nhất nhật nia niame nicanor nicarete " +
  "nicea niceforo niceto nicezio nichifor nicholas nicholaus nichole nick nicklas nicklaus nickolas nicla niclas " +
  "nico nicoară nicodemo nicodim nicola nicolae nicolai nicolaie nicolas nicole nicoleen nicoleta nicoletta " +
  "nicolette nicoline nicolás nicolò nicon nicu niculina niculiță nicușor nicuță nicéphore nida nidia niek niels " +
  "niels-christian niene nienke nifont nigar nigel nigora nihad nihal nihan nihat nik nika nikandr nikanor nike " +
  "nikifor nikita nikki nikkie nikko niklas niklaus niklāvs niko nikodem nikodim nikodém nikodéma nikol nikola " +
  "nikolai nikolas nikolasz nikolay nikoleta nikolina nikon niké nikša nil nila nilam nilde nilgün nils nilufar " +
  "nimakoah nimas nimit nimród nina nine ninel nineli ninfa ninh niniano ninioluwa nino ninon ninthe nio niouma " +
  "niranjan nirbhay niro nisa nisan nives niyaga niyazi niyilolawa nizamettin nizar nizom nizomiddin niştîman " +
  "niệm njegomirka nnamdi noa noah noam noami noan noar noble nodira noe noel noelia noelie noema noemi noemie " +
  "noemy noha noham nohan noila nola nolan nolann nolen nolhan nomi nona nonna noor noortje nora norah norbert " +
  "norberta norberto nore norene norhane norica norina norma norman normand norris norval norwood nosir nosirjon " +
  "nostriano noud nouha nour noura nourane nouri nout nova novak novan novella novi noviana novita nowi nox " +
  "nozima noâm noè noé noémi noémie noë noël noëlla noëlle nqobile nrima nthabiseng nuccia nugraha numan nuno " +
  "nunziata nunzio nur nural nuran nuray nurbek nurettin nurgül nurgün nuri nuria nuriddin nurlan nursel nurseli " +
  "nurul nurullah nusrat nusratulloh nusret nuša nya nyah nyana nyasia nynke nyoman nándor nátán néhémie nélia " +
  "néné nóra núbia núria nûda nûdem nûredîn nükhet năng něhoslav nương nərgiz nữ oana oanh oba obanijesu obid " +
  "obie obioma obrad obren oceane ocie octav octave octavia octavian octaviana octavio octaviu océane oda oddone " +
  "odelia odell oderico odessa odeta odetta odette odidone odie odil odile odilia odilon odin odolen odon odorico " +
  "odunayo ofelia ofelya ofélia ofélie oger ogniana ognjana ognjen ognyana ogooluwa ohrim ojaswini ojārs okan oke " +
  "okey okhrim okiki oksana okta oktavie oktavius oktavián oktay oktiabrina okto oktyabrina oktávie okşan ola " +
  "oladara oladare oladimeji olaf olaide olajumoke olakunle olamide olanrewaju olansile olaoluwa olasunmbo " +
  "olatunbosun olavi olayinka olbram olcay oldrich oldřich oldřiška ole oleg oleksandr oleksandra oleksii oleksiy " +
  "olelko olen olena oles olesea olesia olesya oleta olga olgica oliga olim olimpia olimpiada olimpian olimpii " +
  "olimpio olimpiu olimpiy olin olinda olindo oliva olive oliver olivera olivia olivie olivier oliviera oliviero " +
  "oliviu olivér oliwia oliwier olle ollie olof ololade olufeyisayo olufunke olufunmi olufunmilayo olumide " +
  "olumorotimi olusola olutomiwa oluwafemi oluwagbemiga oluwakemi oluwamumibori oluwamuyiwa oluwasanmi oluwasegun " +
  "oluwasemilore oluwaseun oluwaseyi oluwatimilehin oluwatobiloba oluwatofunmi oluwatosin oluwatoyosi oluwatumise " +
  "oluwole oluwunmi olympe olympia olympie olívia olīvija oma omad oman omana omar omari omawunmi ombeline " +
  "ombline ombretta omelian omelyan omer omero omina omobobola omobolanle omodunni omolabake omolara omolola " +
  "omosalewa omotara omotayo omotola omotolani omotoun omowumi ona ondina ondine ondrej ondřej ondřejka onesta " +
  "onesto oni onie onofrio onome onorata onorina onorino onorio onoriode onufrii onufriy onufry onur oona oormila " +
  "opal opalina opaline opan opemipo opeoluwa opeyemi ophelia ophelie ophélie opung oqil ora oral oran orazio " +
  "orchidea orell oren orenzio oreofe orest oresta oreste orestes orfeo orhan orhip oriana oriande oriane orie " +
  "orietta orif oriiana orin orina orio orion orisia orislava orisya oriyana orkhip orland orlando orlane orlo " +
  "ornella oronzo orpha orrin orsino orso orsola orsolina ortansa ortensia ortensio orval orville orvokki orzu " +
  "osanna osbaldo osborne oscar osip oskar oskari osman osmondo osmund ostap ostoja ostromir osunleke osvald " +
  "osvaldo oswald oswaldo ota otabek otakar otakara otello otha othmane otho otilia otilie otis otmar oto otokar " +
  "otomar ottaviano ottavio ottilia ottilie ottis otto ottone otília otýlie otīlija oumar oumayra oumou oury " +
  "ousmane oussama ova ovidio ovidiu ovidius owen oxana oya oybek oyenike oyga oyindamola oyindasola oynur oysha " +
  "ozan ozana ozanne ozella ozod ozoda ozodbek ozren ozy oğuz oğuzhan oļegs oļģerts oľga pablo paciano pacifico " +
  "paco pacomio pacôme padma padmi pahom paige paiman paja pakhom pakize palatino palazhka palladia palladio " +
  "palma palmazio palmira palmiro paloma palémon pam pamela pamfil pammachio panagachie panait panas panca " +
  "pancario pancrazio pandu panfil panfilo pangeran pangestu panji panka pankracy pankrat pankratii pankratiy " +
  "pankrác panna pansy pantaleo pantaleon pantaleone pantelei panteleimon panteleymon paola paolo param " +
  "paramartha paramita paramon paraschiva parascovia pardi pardo parfait parfen paride paris parker parla parman " +
  "parmenio parsival parvati pascal pascale paskal paskala pasquale pat paterne paterniano pathé patience patrice " +
  "patricia patricie patricija patricio patrick patrik patrizia patrizio patroclo patrycja patrycjusz patrycy " +
  "patryk patrícia patrīcija patsy patti pattie patty paul paul-antoine paul-arthur paula paule paulette paulica " +
  "paulien pauliina paulin paulina pauline paulo paulína paulīne pauside pava pave pavel pavica pavla pavle " +
  "pavlina pavlo pavlín pavlína pavol paweł paxton payidar payton pearl pearlie pearline pedro peer peggie peggy " +
  "pekka pelageia pelageya pelaghia pelagia pelagie pelagiia pelagiya peleo pelhřim pelin pelinsu pelle " +
  "pellegrino pelumi pembe penda penelopa penelope penny pentti pepe pepijn pepo per pera perceval percival percy " +
  "peri perica pericle perihan perikles perkasa perla perle pernilla pero perran perrine perry perseo persida " +
  "pertev peruna perver pervin perzida perî petar pete petek peter petko petr petra petrana petre petri petrică " +
  "petrija petrișor petro petronela petronila petronilla petronille petronio petronius petru petruše petruț " +
  "petruța petteri petula peyami peyton pharell phi phil phileas phileine philemon philibert philine philip " +
  "philipp philippa philippe philippine phillip philomène philothée philou philémon phoebe phoenix phong phu " +
  "phyllis pháp phát phú phúc phương phước phượng phục phụng pia pie pien piera pierangelo pierce piergiorgio " +
  "pierluigi piermarco piero pierre pierre-alain pierre-alexandre pierre-andré pierre-antoine pierre-louis " +
  "pierrick piersilvio piet pieter pietro pilar pilip pim pimen pink pinkie pio piotr pip piper pippa pippo " +
  "piraye pirjo pirkko pit pius placida placido platon platone platón pleun plinio plutarco podolian podolyan pol " +
  "pola poliana polidoro polifemo polikarp polina polissena pollione polly polona polyana polykarp polyxena " +
  "pompeo pompilia pompiliu pomponio pontus ponziano ponzio poornima poppy porfirii porfirio porfiriusz porfiriy " +
  "porfiry porter porzia porziano postumio potap potishana poul praba prabawa prabowo prabu prakosa pramila pran " +
  "pranata pranawa pranay prasad prasanna prascovia prasetya prasetyo praskovia praskovya prassede prathamesh " +
  "pratiwi pravdan pravdomil pravdomila pravomil pravomila pravoslav pravoslava prayag prayitna prayoga prayogo " +
  "precious predrag preity prem prema presley preston priamo price prima primerose primo primož prince princess " +
  "prisca priscila priscilla priscille prisco priska prita privato priya priyala procopio profira prohor prokhor " +
  "prokl prokles prokofii prokofiy prokop prokopa prokul promise proserpina prosper prospera prospero protasio " +
  "proteo prov providenci prudence prudenzia prudenzio prune prvoslav publio puck puji puk pulchérie puneet " +
  "pupolo puput purnima purushottam purwa purwadi purwanto pushti pusicio puspa puspita puti putri putu päivi " +
  "pécine pélagie pénélope pépin péter pétronille pío pārsla pāvils pătru pēteris pınar přemysl přibyslav " +
  "přibyslava pəri qizilgul qobil qori qosim quang quartilla quarto quasimodo qudrat queen queenie quentin " +
  "quentine querano quieta quin quincy quinn quinten quintia quintiliano quintilio quintino quinton quinty " +
  "quinziano quinzio quirin quirino quiteria quitterie quiéta quyên quyết quyền quân quý quảng quế quốc quỳnh " +
  "rabia rachael rachel rachela rachele rachelle rachid raci rada radan radana radegast radek radeke raden " +
  "radenko radha radhost radika radim radimir radimír radimíra radina radion radislav radislava radit raditya " +
  "radivoj radivoje radiša radka radko radmil radmila radmilo rado radojka radolfo radomil radomila radomir " +
  "radomír radomíra radosav radoslav radoslava radovan radovana radoš radslava radu radul radvan radúz rae raegan " +
  "raf rafael rafaela rafaël rafał rafet raff raffaele raffaella rafi rafid rafila rafiq rageshwari rageswari " +
  "raharja rahayu raheem rahel rahim rahime rahma rahman rahmat rahmawati rahmi rahsaan rahul rahşan raide raif " +
  "raihan raik raimondo raimund raina rainald rainaldo rainelda rainer rainhard rainold raisa raj rajab rajan " +
  "rajana rajendra rajinder rajiv rajko rajmund rajna rajnold rajsa rakesh rakita rakıp raleigh ralf ralph raluca " +
  "rama ramaa ramata ramatoulaye ramazan ramesh rameshwar rami ramiro ramiz ramon ramona ramy ramziddin ramziya " +
  "ramón rana randal randall randi randolf randolph randy ranek rangga rania raniero ranim ranjeet ranjit ranko " +
  "ranolfo ransom ranya raoul raphael raphaelle raphaël raphaëlle rapulane raquel rareș rashad rashawn rasheed " +
  "rasheedah rashid rasifa rasim rasmus rastislav rastislava rati ratibor ratih ratimir ratmir ratmír ratna rauf " +
  "raul raven ravi ravshan rawane raxmatulloh ray rayan rayane rayen rayina rayisa raymond raymonde raymundo " +
  "rayona rayxona rayyan raúl raşit raško ra’no rea reagan reanna reba rebeca rebecca rebeka rebekah rebekka " +
  "recai recep reda redmond reece reed reese refah refet refik regan reggie reghina regina reginald reginaldo " +
  "regitze regnārs regolo regula regína regīna reha reid reilly rein reina reine reinhard reinhold reis rejan " +
  "reksa relja relu remi remig remigio remilekun remington remo remondo remus remy remzi renat renata renate " +
  "renato renaud rendy rene renee renette rengin renja rens renske renzo renát renáta rené renée renārs renāte " +
  "respati respicio ressie restu resûl resül reta retha retno reto retta reuben reva revi rex rey reybaud reyes " +
  "reyhan reymundo reyna reynold reza rezzan reşat reşîd rhea rhett rhianna rhiannon rhoda rhonda ria riaan riad " +
  "rian riana rica ricardo ricario riccarda riccardo richard richarda richelmo richie richmond richárd rick " +
  "rickard rickey rickie ricky rico ridwan rieke rifat riff rigard rigoberto riitta rija rika rike rikke riley " +
  "rim rima rimma rina rinaldo rini rino rio ristana rita ritesh ritva riurik riv river rivka riyad rizki rizvon " +
  "ričards roan robaldo robb robbe robbie robert roberta robertina roberto robi robin robina robinson robiya " +
  "robyn rocco roch rochelle rocio rocky rocío rod rodan roderick roderik roderyk rodger rodiano rodica rodion " +
  "rodney rodolfo rodoljub rodolphe rodoslav rodrick rodrigo rodrigue roel rogelio roger rogers rohan rohana " +
  "rohit roj rok rokhaya rokia roko roksana roksolan roksolana roland rolande rolando rolf rolfo rollin roma " +
  "romain romaine roman romana romane romanița romano romee romena romeo romero romeu romilda romina romoaldo " +
  "romola romolo romuald romualdo romul romulus romy roméo romāns ron rona ronak ronald ronaldo ronan ronja ronke " +
  "ronnie ronny ronî roos roosevelt rory rosa rosa-maria rosalee rosalia rosalie rosalina rosalind rosalinda " +
  "rosalyn rosamond rosamunda rosana rosanna rosario roscoe rose roselin roseline rosella roselyn rosemarie " +
  "rosemary rosendo roser rosetta rosie rosina rosita roslyn rosman rosmunda ross rossana rossella rossie " +
  "rostislav rostislava rotaru rotimi rovena rover rowan rowena rowland roxana roxane roxanne roxelana roxy roy " +
  "royal royce roza rozalia rozalija rozalinda rozamunda rozana rozella rozina rozita roziya rozvita rozália " +
  "rozálie roşan ruben rubiano rubie ruby rubye rubén rudi rudolf rudolfa rudolfina rudolfína rudolph rudra rudy " +
  "rudīte ruedi rufina rufino rufo rufus ruggero ruhsar rui rukhmani rukmin rumena runa rune rupert ruperto " +
  "rupinder ruprecht ruslan ruslana rusman russ russel russell rustam rusty rut ruta ruth ruthe ruthie rutilo " +
  "ruxanda ruxandra ruža ružena ružica ryad ryan ryann ryder rylan rylee ryleigh ryley rym ryszard ryurik ráchel " +
  "régine régis réjean réjeanne réka rémi rênas róbert róza róża röya rúben rút rûken rükneddin rüya rüçhan rüştü " +
  "răducu răzvan rıdvan rıfat rıfkı rıza rūdis rūdolfs rūsiņš rūta růžena rəşad rəşid sa saad saadat saadi saar " +
  "saba sabar sabato sabazio sabele sabin sabina sabine sabino sabir saboxat saboxon sabri sabrina sabrine " +
  "sabryna sabína sabīne sacha sachin sacid sada sadar sadberk sadettin sadi sadie sadina sadio sadoqat sadri " +
  "sadriddin sadullah sadye sadık safa safae saffet saffiro saffo safia safiatou safina safir safira safiya " +
  "safiétou safo safouan safouane safta safura sagar sage sahra said saida saiful saige saim saka sakari sakina " +
  "sakti sakura saladino salif salih salim salimah salimata salimatou saliou sallie sally salma salman saloh " +
  "salome salomea salomena salomey salomon salomone salomè salomé salomë salsabila salustio salvador salvatore " +
  "salvo salwa salwator saly sam samandar samanta samantha samara samba samed sameer sami samia samiah samih " +
  "samim samina samir samira samiya sammie sammy samona samson samsul samu samuel samuela samuele samuil samuël " +
  "samy san sana sanaa sancho sanda sander sandra sandrine sandro sandu sandy sanem sanford sang sanja sanjay " +
  "sanjin sanka sanna sanne sanobar sansone santa sante santiago santina santino santo santos sanya sao saodat " +
  "saphira sapiente sara sarada sarah sarai sarala saraswati sarbello sardor sare sari sarina sarisha sarla " +
  "sarmīte saroja sarra sartika sarvar sarvin sarvinoz sascha sasha saskia saskie satine satish satu saturniano " +
  "saturnin saturnino satya satyen saul saulcerīte sauveur sava savanah savanna savannah savaş savelii saveliy " +
  "saverio saveta savi savin savina savinien savino savion savva savvatii savvatiy saxida saxona sayyora saèr " +
  "saïd saúl saša sašo sa’dulloh scarlett schastislav schek scholastika scholastique schuyler scolastica scot " +
  "scott scottie scotty seamus sean seb sebas sebastiaan sebastian sebastiana sebastiano sebastien sebastián " +
  "sebastião sebastjan sebestian seckou seconda secondiano secondina secondo seda sedat sedef seden sedrick " +
  "sedrik sef sefer seff sefora seghei segilola seher sekinat sekou selahattin selami selcan selda selen selena " +
  "selene selim selin selina selivan seliverst selma selmer selvaggia selvi selyan selçuk selène sem sema semen " +
  "semenica semibor semih semion semiramide semplicio sempronio semra sena senay senesio senka senn senna senne " +
  "senofonte senta sep sephora sepp seppe seppo septi serafim serafima serafin serafina serafino serafín serafína " +
  "seraina serap serapione serbülent serdar seren serena serenity serenus serge sergei sergej sergen sergey " +
  "serghei sergi sergii sergio sergiu sergiusz sergiy serhad serhat serin serine sermet serpil sertap sertaç " +
  "server servidio serviliano servác sesto seth settar settimio settimo setya sev seval sevara sevastian " +
  "sevastyan sevda sever severa severiano severin severina severino severo severín sevgi sevil sevim sevinç " +
  "sevtap seweryn seydou seye seyfettin seyfi seyfullah seynabou seyyit seçil seçkin shad shade shahboz " +
  "shahobiddin shahriyor shahzod shaina shakila shakira shakti shakuntala shalewa shamsiddin shana shane shanel " +
  "shanelle shani shania shanice shanie shaniya shankar shanna shannon shanny shanon shantanu shanti shany sharda " +
  "shari sharmila sharon shashi shashikala shaun shawn shawna shay shayan shaylee shayma shayna shayne shaï " +
  "shaïly shaïma shaïna shchastislav shchek shea sheela sheila shekoni sheldon shelia shelley shelly shemar sher " +
  "sheri sheridan sherine sherly sherman sherri sherry sherwood sheryl sherzod shirel shirine shirley shiv " +
  "shivakari shobhana shodiyor shola shresth shresthi shreya shreyashi shridevi shrishti shubha shubhaprada " +
  "shukrulloh shwet shyann shyanne shyrel siana siara sibel sibilla sibyl sibyla sibylle sico sicuro sid siddarth " +
  "siddhi siddhran sidiq sidney sidoine sidon sidonia sidonie sidonio sidor sidra sidy sidónia siebe siem sien " +
  "siena sienna siep sierra sigebert sigfrido sigfríd sigismond sigismondo sigizmund sigmund signe sigrid sigurd " +
  "sihem sijuade sil sila silantii silantiy silas silja silje silke siloe silvan silvana silvano silverio " +
  "silvester silvestr silvestro silvia silvian silviana silvie silvija silvio silviu silvius silván silvána " +
  "silvère sim simea simen simeon simeona simeone simge simi similoluwa simina simion simisola simo simon simona " +
  "simone simonetta simonida simão siméon sina sinan sincere sindre sinem sinesio sinfronio sinh sinică sinikka " +
  "siniša sinja sinkler sinklitikiia sinklitikiya sinook sintia sira sireno siria siriano siricio sirine sirineu " +
  "sirio siro sirojiddin siré siska sister sisto sitara siti siuzana siv sixt sixte sixtine sixtus siêu siënna " +
  "sjoerd sjors skaidrīte skander skarlet skarleta skipped sky skye skyla skylar slamet slava slavek slaven " +
  "slaviboj slavibor slavica slavka slavko slavoboj slavoj slavoliub slavoljub slavolyub slavomil slavomila " +
  "slavomir slavomír slavomíra slavuta slavěna slađana slobodan slobodanka sloka sláva slávek slávka smaranda " +
  "smeralda smiiana smil smiljana smilla smita smiyana smriti sname snejana snežana snizhan snizhana snježana " +
  "soan soave sobit soběslav soběslava soccorso socrate soda sodiq sofia sofiane sofie sofiia sofija sofiya sofon " +
  "sofron sofronia sofronie sofía sohan sohane sohib sokhna sokrat solal solange soledad soleh solenn soline " +
  "solocone sologub solomiia solomiya solomon solon solveig solveiga solène som soma somnath somu sondre song " +
  "songül sonia sonja sonny sonya soof sophia sophie soraia sorana soraya soren sorin sorina sostene sosteneo " +
  "sostrato soter sotira souleyman souleymane soumaya sowande soňa spano spartaco spartak spencer speranza " +
  "speranzio speranța spiridon spirydion spytihněv spīdola srboljub sredoje srećko srečko srna stacey stacy stan " +
  "stana stanca stancu stanford stanimir stanimír stanislao stanislas stanislav stanislava stanisław stanko " +
  "stanley stanton staša steen steeve stef stefan stefana stefania stefanie stefanii stefaniy stefano steffen " +
  "stela stelian steliana stella steluta steluța sten stepan stepanida stephaans stephan stephane stephania " +
  "stephanie stephany stephen stephon sterling sterre stevan steve steven stevie stewart stig stijn stiliano " +
  "stina stine stipan stipe stiriaco stjepan stoian stojan stojanka stojmír stone storm stoyan stozhar strahinja " +
  "stribor stuart stáza stéphane stéphanie stêr su suat subhash subhashini subhasini subhi subodh subomi sucheta " +
  "suci sude sudeva sudi sue sue-marie suhrob sujata sukanya sulaymon sulton suma suman sumayyah sumitra summer " +
  "sunay sune sunita sunniva sunny sunčica surano suresh sururi surya suryakant suryakanta suryakantam susan " +
  "susana susanna susanne susheel sushil sushma susie suus suyuna suzan suzana suzanne suze suzie suzon suélen " +
  "svatava svatoboj svatobor svatomír svatopluk svatoslav svatoslava svea sveatoslav svebor sven svend svenja " +
  "sverre svetislav svetlana svetolik svetomir svetoslav svetozar svetozár sveva sviatopolk sviatoslav " +
  "sviatoslava svitlana sviturno svyatopolk svyatoslav svyatoslava svätopluk světla světlana světluše swami swan " +
  "swann swapnil swara swarnalata swarup swassane sweta syahrini sybilla sybille syble sydnee sydney sydni sydnie " +
  "sylva sylvain sylvan sylvester sylvestre sylvia sylviane sylvie sylwester sylwia synne syrine syuzana szabolcs " +
  "szczepan szofi szofia szonja szymon szófia sába sámo sámuel sándor sáng sára sáva sâkıp sâm sânziana sébastien " +
  "ségolène sékou séléna séraphin sérgio sérine séréna séverin séverine sílvia sîma sîpan sông sönke sören søren " +
  "süheyl süleyman sĩ sıdkı sıla sırrı sơn sương səbinə sử sỹ tabea tabita tabitha tabris taceddin tacjana tad " +
  "taddeo tade tadej tadeo tadeáš tadija taha tahir tahlia tahsin taib taide taisia taisiia taisiya taiwo tal " +
  "talat talay talea talha tali talia talip talita talon talya tamara tamer tami tamia tamina tamino tammaro " +
  "tammo tammy tamás tamāra tancredi tancrède taner tanguy tania tanirika tanja tanju tankred tanner tansu tantri " +
  "tanushree tanushri tanya tanyeli tao tapan tapani tapio tara taras tarcisio tari tarik tarja tarkan tarquinia " +
  "tarsilla tarso tarun taryn tarık tasa tasdik tasha tasnim tasnime taswir tate tatiana tatjana tatum tatyana " +
  "taufan taufik taurean taurin tavares taya tayfun tayisiia tayisiya tayler taylor tayyar taziana taziano tazio " +
  "taïna taïs taşkın taťána tea teagan tecla ted teddy tedi teea teguh teije tej teja tejas tejumola tekin " +
  "tekinalp tekla telchide telemaco telica tellervo telly temel temidayo temistocle temitope teo teobald teobaldo " +
  "teodata teodolinda teodor teodora teodorik teodoro teodosia teodosio teodoto teodoz teodozie teofan teofil " +
  "teofila teogene teohari teoman teona terenc terence terencius terencjusz terentii terentiy terenzio teresa " +
  "tereza terezie terezija teri terrance terrell terrence terri terrill terry tertuliano terzo terézia terēze " +
  "tesauro tesifonte tesnim tesnime tess tessa tessie tetiana tetyana teudosia teun teunis tevfik tevhid tevin " +
  "tezcan tezel tezer thad thaddeus thalea thalia thanh thanina thaïs thea thelma theo theobald theodor theodora " +
  "theodore theodorik theodosie theofan theofil theofila theophane theophile theotime theresa therese theresia " +
  "theron therèse theunis theuns thi thiago thibaud thibault thibaut thibert thibo thierno thierry thies thije " +
  "thijmen thijn thijs thilo thirza thiên thiếu thiều thiện thiệu thoa thom thomas thora thorben thore thorge " +
  "thoại thu thurman thuyết thuần thuận thuật thy thành thái théa théo théodora théodore théodose théophane " +
  "théophile théophraste thérèse thêu thông thùy thúc thúy thăng thơ thư thương thường thượng thạc thạch thảo " +
  "thất thắm thắng thế thể thịnh thọ thống thời thụ thục thụy thủy thực tia tiago tian tiana tianna tiara tibaldo " +
  "tibbe tiber tiberia tiberio tiberiu tiberius tibo tibor tiburcius tiburzio tichomil tichomír tichon ticone " +
  "tidiane tieme tierra ties tiffany tiguida tihomir tihon tiina tija tijana tijmen tijn tijs tikhon til tilda " +
  "tilen tilio till tilla tillman tillmann tim timbul timea timeo timish timm timmothy timmy timo timofei timofey " +
  "timofii timofiy timoléon timon timotei timotej timoteo timoteus timothe timothee timothy timothée timur timéo " +
  "tina tinca tincuța tine tinh tino tiphaine tira tiril tirone tirta tirtayasa tirza tit titi titien titilayo " +
  "titilope titin tito titouan titus tizian tiziana tiziano tizio tiên tiến tiếp tiền tiển tiểu tjark tjaša tobia " +
  "tobias tobiasz tobiloba tobin tobiáš toby tod todd todor tohir toke toki tokunbo tolga tolomeo tolulope " +
  "tolunay toluwalope toluwani toluwanimi tom toma tomas tomasa tomasz tomaž tome tomi tomiloba tomislav " +
  "tomislava tomke tommaso tommie tommy tomo tomori tomás tomáš tomáška tomé tone toney toni tonija tonka tonko " +
  "tonnin tony tonya tonči tončica toon tope tor torben torbjörn tore torey torkvát torquato torrance torrey " +
  "torsten tosca toscane tosco toska toussaint toy toyip toàn toại toản trace tracey traci tracy traian trajan " +
  "trang tranh tranquillo trasea travis travon tre tremaine tremayne trent trenton tressa tressie treva trever " +
  "trevion trevor trey tri tricia trifon trilochan trilochana trilok trilokanath trilokesh triloki trine trinh " +
  "trinity trisha tristan tristano tristian tristin triston triết triều triển triệu troels trofim troy trpimir " +
  "trpko trudie trung trycia trystan trà trác tráng trâm trân trình trí trúc trīne trương trường trưởng trạch " +
  "trầm trọng trụ trực tsabita tsipora tuana tuba tudor tudora tudorița tudosia tufan tugay tugiman tuhfe tullia " +
  "tulliano tullio tunahan tunar tunay tunç tunçer tuomas tur turan turgay turgut turi turibio turna turner " +
  "turold tushar tussio tutku tuula tuulikki tuur tuva tuyến tuyết tuyền tuyển tuğba tuğrul tuğtekin tuấn tuệ " +
  "tverdislav tvorimir tvrtko twan twila ty tybalt tycho tygo tyler tymeo tymon tymoteusz tyra tyree tyreek tyrel " +
  "tyrell tyrese tyrique tyron tyrone tyshawn tyson tài táňa tâm tân tích tín tính tôn tùng tùy tú túy tülay " +
  "tülin tümer türkan türkay türker türkeş tālis tālivaldis tālrīts tīna tınas tường tərlan tạ tấn tất tịnh tố tổ " +
  "tụ từ ubaldo ubaydulloh ubertino uberto uchita uchqun uda udai udit udo ueli uffe ufuk ugo ugolina ugolino " +
  "uguccione uhra ujjawal ujjwal ukbe ulberto ulderico ulduz ulf ulfa ulfo uli ulian uliana ulices ulises ulisse " +
  "uliva ulla ulpiano ulrich ulrico ulrik ulrika ulstano ultimo ulus ulva ulvi ulviye ulya ulyan ulyana ulysse " +
  "uma umang umar umay umaya umberto umi umid umida umidulloh umile umur umuralp umut una undīne unggul unique " +
  "unjani unna upendra upik upton uqbaloy uranio urbain urban urbano urdino urfon uriah uriel uriele urmila uroš " +
  "urs ursicio ursino ursmaro ursula ursule urška uršula uršuľa usame usha usman usmon ustim ustin ustina usyi " +
  "utama utku uttam uve uy uygu uyên uyển uzayr uzbegim uzodimma uğur uģis vada vadim vafo vagn vahdet vahid " +
  "vahide vahâ vaidehi vaijayanthi vaijayanti vaishnavi vaishno vaishvi vala valburga valdemar valdemara " +
  "valdemārs valente valentijn valentim valentin valentina valentine valentino valentín valentína valentýn " +
  "valentýna valentīna valentīns valera valeri valeria valerian valeriana valeriano valerico valerie valerii " +
  "valeriia valerija valerio valeriu valeriy valeriya valerián valeryan valfredo valfrido vali valid vallie " +
  "valtena valter valtr valtteri valère valér valéria valérie valéry valērija valērijs van vance vanda vanesa " +
  "vanessa vania vanja vanna vanya varalakshmi varfolomei varfolomey varlaam varo varvara vasanti vasco vasil " +
  "vasile vasili vasilica vasilică vasilie vasilii vasilina vasilisa vasiliy vasja vasko vasliddin vasudev " +
  "vasudeva vasudha vasundhara vatroslav vatslav vaughn vavrinec vavřinec veaceslav vecdi veceaslav veceslav veda " +
  "vedang vedanga vedanshi vedasto vedat vedran vedrana veerle vefa vefik vega vehbi veikko veit vela velana " +
  "velda velemir veleslav veleslava veli velibor velimir velimira velimír velina velio velislav velislava vella " +
  "velma velva vena venance venanzio vencel venceslao venceslas vendel vendelín vendelína vendula vendulka " +
  "venedikt venera veneranda venerando venere venerio veniamin ventura venusta venustiano venusto venuše vera " +
  "verano verda verdiana verdie vere verecondo verena verenzio vergie vergiliu verginia veriana verica veridiana " +
  "verla verlie vern verna verner vernice vernie vernon vero verona veronica veronika verulo verónica veselinka " +
  "vesile vesna vespasiano vesper vesta veta veysel veysi vezio vi viacheslav vianney vibeke vic vica vicdan " +
  "vicenta vicente vicenția vicențiu vicki vickie vicky victoire victor victoria victorien victorin vid vida " +
  "vidak vidal vidhur vidhya vidiano vidone vidor vidur vidya vienna viera vieroslava vieve viggo vigile vigo " +
  "vijay vijeko vijolīte vik vikentii vikentiy viktor viktoria viktorie viktoriia viktorija viktorin viktoriya " +
  "viktorín viktória vildan vilde vilemína vilena vilenina vilfredo vilhelm vilhelmīne viliam viliana vilibald " +
  "viliberto vilina viljem ville villy vilma vilmar vilmos vilmārs vilém viléma vimal vimala viman vin vinay " +
  "vince vincenc vincencie vincent vincenza vincenzo vincențiu vinciane vindonio vinebaldo vinfrido vinh vinicio " +
  "vinka vinnie vino vinsen vinz viola violante violet violeta violetta violette violina viorel viorela viorelia " +
  "viorica vira virgie virgil virgile virgilio virgiliu virgin virginia virginie virginiia virginio virginiya " +
  "virgínie virman virone virág visarion viscardo vishnu vishwamitra vissarion vissia vita vital vitale vitali " +
  "vitalia vitalico vitalie vitalii vitalina vitaliy vito vitold vitor vittore vittoria vittoriano vittorio vitus " +
  "vitória vitālijs viva vivaldo vive vivi vivian viviana viviane vivianne viviano vivien vivienne vizbulīte viên " +
  "višnja viết viễn việt vjekoslav vjenceslav vlad vlada vladan vladana vladek vladilen vladilena vladimer " +
  "vladimir vladimira vladimiro vladimír vladimíra vladislav vladislava vladivoj vladlen vladlena vlado vladěna " +
  "vlaicu vlas vlasta vlastimil vlastimila vlastimir vlastimír vlastimíra vlastislav vlastislava vlatka vlatko " +
  "vlk vodingo voichița voicu vojen vojin vojislava vojmil vojmír vojmíra vojslav vojslava vojtech vojtěch " +
  "vojtěška vok voldemārs volfango volfgang volkan volodimir volodislav voršila vosil vratislav vratislava vratko " +
  "vreni vrinda vrund vsemil vseslav vseslava vsevlad vsevolod vu vujadin vujica vuk vukan vukašin vukica vukota " +
  "vulmaro vulpiano vuslat vy vyacheslav vyas vysheslav vàng vành václav václava vân vânia véronique víctor vít " +
  "víta vítor vítoslav vítězslav vítězslava víťazoslav võ văn vēsma věduna věnceslav věnceslava věnek věnka věra " +
  "věroslav věroslava věslava vĩ vĩnh všeboj všebor všerad všeslav vũ vương vượng vạn vịnh vọng vỹ wacław wade " +
  "wadi wael wage wahyu waino wakiman waldo wale walenty walentyn walentyna waleran waleria walerian walery " +
  "walgierz walid walker wallace walter walton waluyo waly wanda wandrille wanesa wani wannes waqila ward wardaya " +
  "wardi warji warley warre warren warsa warsita warta washington wasis wassim watson wava wawan wawrzyniec " +
  "waylon wayne waël webster welat weldon wellington wende wendell wendy werner weronika wes wesley wessel " +
  "westley weston whitney wiara wibke widya wiebke wiem wies wiktor wiktoria wilber wilbert wilbur wilburn wiley " +
  "wilford wilfred wilfredo wilfrid wilfried wilfryd wilhelm wilhelmina wilhelmine will willa willard willem " +
  "willi william willie willis willow willy wilma wilmer wilson wilton wincenty winda winfield winifred winnifred " +
  "winona winston wira wirda wirginia wisnu wissam wissem witalis wm wolf wolfgang woodrow wout wouter wulan " +
  "wulandari wuraola wyatt wyman władysław włodzimierz xalima xanana xander xatûn xaver xaverie xaverius xavi " +
  "xavier xavière xebat xem xenia xenie xezal ximena xochitl xuyến xuân xzavier xénia xénophon yaa yacine yacouba " +
  "yadira yael yago yahya yahyo yakov yakub yakubu yalgın yalçın yaman yamileth yamina yan yana yance yango yani " +
  "yanis yann yanni yannic yannick yannik yannis yanuarii yanuariy yaprak yara yarah yarema yaren yaretzi yarina " +
  "yaro yaromil yaromir yaron yaropolk yaroslav yaroslava yarovid yasemin yasin yasmeen yasmin yasmina yasmine " +
  "yasser yassin yassine yassir yavuz yaw yaya yazid yazmin yaël yaëlle yağmur yağız yaşar yejide yekta yelda " +
  "yeliz yener yenthe yeremii yeremiy yesenia yessenia yessi yetkin yetunde yevgen yewande yeşim yfke yinthe " +
  "yiğit ylan ylvi ylvie yoan yoann yoav yoel yoga yogendra yogesh yoginder yohan yohann yolanda yolande yona " +
  "yonca yoni yono yoqub yorbek yoro yorqin yosef yoshiko yosra yossef yosun youcef youmna youna younes youness " +
  "younès youp youri yousef yousra youssef youssou youssouf youssouph youssoupha yozida yoznur yoël ysaline yse " +
  "ysee yseult ysé ysée yuhim yuhima yuhimiia yuhimiya yukhim yukhima yukhimiia yukhimiya yulia yulian yuliana " +
  "yulianna yulii yuliia yuliy yuliya yumi yuna yuni yunita yunus yuri yurii yuriy yustina yusuf yuvenalii " +
  "yuvenaliy yvan yven yves yvette yvonne yên yûsiv yüce yücel yüksel yümni yıldırım yıldız yılmaz yến zabava " +
  "zabedeo zabina zabir zac zaccaria zaccheo zachar zacharia zachariah zachariasz zacharie zachariáš zachary " +
  "zachery zaché zack zackary zackery zadig zaenab zafar zafer zafir zahar zaharia zaharii zahariy zahide zahir " +
  "zahra zaida zain zainab zaira zakaria zakariya zakary zakarya zakhar zakharii zakhariy zaki zakir zala " +
  "zalindra zalán zama zamfir zamfira zamir zamira zana zander zane zanita zanobi zara zaraza zaria zarije zarina " +
  "zaur zavida zayd zayn zayneb zayniddin zbislav zborislav zbyhněv zbyhněva zbyněk zbyslav zbyslava zbyňka " +
  "zbyšek zbyška zdena zdenka zdenko zdeněk zderad zdeslav zdeslava zdeňka zdirad zdislav zdislava zdravko zdík " +
  "zechariah zef zefiro zehra zeinab zejnep zekai zekeriyyâ zekiye zelaya zelda zelie zeliha zelinda zella zelma " +
  "zeltīte zemislav zena zenaide zenebio zeno zenobia zenobie zenobio zenon zenone zenovia zenovii zenoviy zente " +
  "zephyr zerdeşt zerrin zerya zetico zetta zev zeyd zeynab zeyneb zeynel zeynep zhanna zhozefina ziad ziedīte " +
  "zigfrīda zigfrīds zigmārs zigrīda zihnî zikmund zilan zilola zina zinaida zinayida zineb zinedine zinovia " +
  "zinovii zinoviy zion zita ziva ziver ziya ziyad ziyanda ziyo ziyâd zizi zlat zlata zlatan zlatica zlatka " +
  "zlatko zlatomir zlatomír zlatomíra zlatuše zoe zoey zofia zofija zohid zohir zohra zoia zoie zoila zoilo zoja " +
  "zokir zola zoltan zoltán zora zoran zorana zoremir zoreslav zoreslava zorian zoriana zorina zorka zoroslav " +
  "zoroslava zoryan zoryana zosim zosima zosimo zoya zoyir zoé zoéva zoë zrinislav zrinko zselyke zsolt zsombor " +
  "zsófia zubayr zula zulaikha zulfa zulfikar zuxra zuzana zuzanna zvenigor zvenimir zvenislav zvenislava " +
  "zvezdana zvonimir zvonimír zvonimíra zvonko zyad zygmunt záboj záviš zâfir zâhit zénó zéphirin zétény zîlan " +
  "zîn zübeyde zübeyr zühal zülal züleyha zülfikâr zümrüt zīle ábel ádám ái ákos ámos án ángel ángela ángeles ánh " +
  "ármin áron árón áurea âmir ân ângelo åke åsa çaba çabdar çablı çabuş çalapkulu çankız çağan çağatay çağdaş " +
  "çağla çağlar çağlayan çağru çağrı çağrıbeğ çağrıhan çağrıtegin çağıl çelen çelik çemen çemgen çetin çetinel " +
  "çetiner çeykün çeşminaz çilay çilenti çiler çimen çise çisil çiçek çiçem çiğdem çişem çobulmak çocukbörü " +
  "çokramayul çolman çolpan çîya çölü çıgıl çıngır ève édith édouard éleuthère élia éliane élias élie élisabeth " +
  "élise élisée élodie éloïse élzéar éléna éléonore émeline émeric émile émilie émérance émérencie énora épiphane " +
  "éric érica étienne éva évangéline évariste évelyne évrard ígor íris óscar ömer önder öykü özcan özden özer " +
  "özge özgür özhan özkan özlem özlen öznur ülfet ülgen ülker ülkü ülkər ülviyyə ümit ümmiye ümran ünal ünsel " +
  "ünseli üzeyir ādams ādolfs ārija ārijs āris čarna časlav čedomir čeněk čestmír čestmíra čeňka čistoslav " +
  "čistoslava đan đina đinh điền điệp đoan đorđe đoàn đura đurađ đurda đurica đài đàn đào đình đôn đông đăng đơn " +
  "đường đại đạo đạt đắc đệ định đồng độ đức ērika ēriks ēvalds ģederts ģertrūde ģirts īrisa ľubica ľubomír " +
  "ľubomíra ľubor ľuboslav ľuboslava ľuboš ľudmila ľudomil ľudomila ľudovít łazarz łucja łukasz řehoř řehořka " +
  "şaban şadan şahap şahin şahinalp şahsuvar şahsüvar şaiq şakir şamil şarani şayan şebnem şecaeddin şefik " +
  "şehlevent şehrazat şelale şemsi şenay şener şengül şennur şenol şerafettin şeref şerif şermin şervan şevket " +
  "şevki şevval şeyban şeyda şeyma şihab şihabeddin şiir şinasi şir şule şâfi şêxmus şîlan şîrîn şükrü şəhriyar " +
  "šalamoun šalomoun šarlota šavel šebastián šimon šimona špela štef štefan štefánia štěpán štěpána štěpánka " +
  "šárka šťasta żaneta žakelina žakelína žan žaneta žanete žanis žanna žarko ždan ždana želibor želimír želimíra " +
  "želislav želislava željka željko želmír želmíra ženija žiga žigmund žitomír žitomíra žitoslav žitoslava živa " +
  "živan živana žofia žofie žubīte șerban ștefan ștefana ștefania əhməd ấu ẩn ";

export const GIVEN_NAMES: ReadonlySet<string> = new Set(`${CYRILLIC} ${LATIN}`.trim().split(" "));
