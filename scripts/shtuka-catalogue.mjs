#!/usr/bin/env node
/**
 * Writes Shtuka's item catalogue (packages/engine/src/games/shtuka/catalogue.ts) from the
 * Fluent Emoji Flat set (@iconify-json/fluent-emoji-flat, MIT, a dev dependency) and the table
 * below: each item's category, its Yes–No traits and its name in ru/uk/bg/en are written here
 * by hand; its outline (the box its drawing covers in the 32×32 view box) and its dominant colour
 * family are measured from the icon's SVG. The engine imports only the generated module, so it
 * stays pure and small; the icon bodies are read by the picture renderer, not by the rules.
 *
 *   node scripts/shtuka-catalogue.mjs          # rewrite the catalogue
 *   node scripts/shtuka-catalogue.mjs --check  # fail when the committed catalogue is stale
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const SET = '@iconify-json/fluent-emoji-flat';
const icons = require(`${SET}/icons.json`);
const { version } = require(`${SET}/package.json`);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT = join(root, 'packages/engine/src/games/shtuka/catalogue.ts');

/**
 * icon | category | traits (a alive, f food, b bigger than a hand, w worn, e electric) | ru | uk | bg | en.
 * The names are the words a player would say; Shtuka mode refuses a line that contains one of them.
 */
const TABLE = `
red-apple|food|f|яблоко|яблуко|ябълка|apple
banana|food|f|банан|банан|банан|banana
grapes|food|f|виноград|виноград|грозде|grapes
strawberry|food|f|клубника|полуниця|ягода|strawberry
cherries|food|f|вишня|вишня|череша|cherries
lemon|food|f|лимон|лимон|лимон|lemon
watermelon|food|fb|арбуз|кавун|диня|watermelon
melon|food|fb|дыня|диня|пъпеш|melon
pineapple|food|fb|ананас|ананас|ананас|pineapple
peach|food|f|персик|персик|праскова|peach
pear|food|f|груша|груша|круша|pear
tangerine|food|f|мандарин|мандарин|мандарина|tangerine
mango|food|f|манго|манго|манго|mango
coconut|food|f|кокос|кокос|кокос|coconut
kiwi-fruit|food|f|киви|ківі|киви|kiwi
blueberries|food|f|черника|чорниця|боровинка|blueberries
avocado|food|f|авокадо|авокадо|авокадо|avocado
tomato|food|f|помидор|помідор|домат|tomato
eggplant|food|f|баклажан|баклажан|патладжан|eggplant
carrot|food|f|морковь|морква|морков|carrot
ear-of-corn|food|f|кукуруза|кукурудза|царевица|corn
hot-pepper|food|f|перец|перець|чушка|chili pepper
cucumber|food|f|огурец|огірок|краставица|cucumber
broccoli|food|f|брокколи|броколі|броколи|broccoli
garlic|food|f|чеснок|часник|чесън|garlic
onion|food|f|лук|цибуля|лук|onion
potato|food|f|картошка|картопля|картоф|potato
brown-mushroom|food|f|гриб|гриб|гъба|mushroom
peanuts|food|f|арахис|арахіс|фъстък|peanuts
chestnut|food|f|каштан|каштан|кестен|chestnut
bread|food|fb|хлеб|хліб|хляб|bread
croissant|food|f|круассан|круасан|кроасан|croissant
baguette-bread|food|fb|багет|багет|багета|baguette
pretzel|food|f|крендель|крендель|брецел|pretzel
bagel|food|f|бублик|бублик|геврек|bagel
pancakes|food|fb|блины|млинці|палачинки|pancakes
waffle|food|f|вафля|вафля|гофрета|waffle
cheese-wedge|food|f|сыр|сир|сирене|cheese
meat-on-bone|food|f|мясо|м'ясо|месо|meat
poultry-leg|food|f|окорочок|ніжка|бутче|drumstick
cut-of-meat|food|f|стейк|стейк|пържола|steak
bacon|food|f|бекон|бекон|бекон|bacon
hamburger|food|f|гамбургер|гамбургер|хамбургер|hamburger
pizza|food|fb|пицца|піца|пица|pizza
hot-dog|food|f|хот-дог|хот-дог|хотдог|hot dog
sandwich|food|f|бутерброд|бутерброд|сандвич|sandwich
taco|food|f|тако|тако|тако|taco
burrito|food|f|буррито|буріто|бурито|burrito
egg|food|f|яйцо|яйце|яйце|egg
popcorn|food|f|попкорн|попкорн|пуканки|popcorn
butter|food|f|масло|масло|масло|butter
canned-food|food|f|консервы|консерви|консерва|tin can
spaghetti|food|f|спагетти|спагеті|спагети|spaghetti
sushi|food|f|суши|суші|суши|sushi
dumpling|food|f|пельмень|вареник|кнедла|dumpling
rice-ball|food|f|онигири|онігірі|онигири|rice ball
fried-shrimp|food|f|креветка|креветка|скарида|shrimp
ice-cream|food|f|мороженое|морозиво|сладолед|ice cream
doughnut|food|f|пончик|пончик|поничка|doughnut
cookie|food|f|печенье|печиво|бисквита|cookie
birthday-cake|food|fb|торт|торт|торта|cake
cupcake|food|f|кекс|кекс|мъфин|cupcake
pie|food|fb|пирог|пиріг|баница|pie
chocolate-bar|food|f|шоколад|шоколад|шоколад|chocolate
candy|food|f|конфета|цукерка|бонбон|candy
lollipop|food|f|леденец|льодяник|близалка|lollipop
custard|food|f|пудинг|пудинг|пудинг|pudding
honey-pot|food|f|мёд|мед|мед|honey
glass-of-milk|food|f|молоко|молоко|мляко|milk
hot-beverage|food|f|кофе|кава|кафе|coffee
beer-mug|food|f|пиво|пиво|бира|beer
wine-glass|food|f|вино|вино|вино|wine
tropical-drink|food|f|коктейль|коктейль|коктейл|cocktail
green-salad|food|f|салат|салат|салата|salad
steaming-bowl|food|f|суп|суп|супа|soup
lime|food|f|лайм|лайм|лайм|lime
olive|food|f|оливка|оливка|маслина|olive
dog|animal|ab|собака|собака|куче|dog
cat|animal|ab|кошка|кішка|котка|cat
mouse|animal|a|мышь|миша|мишка|mouse
hamster|animal|a|хомяк|хом'як|хамстер|hamster
rabbit|animal|ab|кролик|кролик|заек|rabbit
fox|animal|ab|лиса|лисиця|лисица|fox
bear|animal|ab|медведь|ведмідь|мечка|bear
panda|animal|ab|панда|панда|панда|panda
koala|animal|ab|коала|коала|коала|koala
tiger|animal|ab|тигр|тигр|тигър|tiger
lion|animal|ab|лев|лев|лъв|lion
cow|animal|ab|корова|корова|крава|cow
pig|animal|ab|свинья|свиня|прасе|pig
horse|animal|ab|лошадь|кінь|кон|horse
zebra|animal|ab|зебра|зебра|зебра|zebra
giraffe|animal|ab|жираф|жираф|жираф|giraffe
elephant|animal|ab|слон|слон|слон|elephant
rhinoceros|animal|ab|носорог|носоріг|носорог|rhinoceros
hippopotamus|animal|ab|бегемот|бегемот|хипопотам|hippo
camel|animal|ab|верблюд|верблюд|камила|camel
llama|animal|ab|лама|лама|лама|llama
kangaroo|animal|ab|кенгуру|кенгуру|кенгуру|kangaroo
monkey|animal|ab|обезьяна|мавпа|маймуна|monkey
gorilla|animal|ab|горилла|горила|горила|gorilla
deer|animal|ab|олень|олень|елен|deer
goat|animal|ab|коза|коза|коза|goat
ewe|animal|ab|овца|вівця|овца|sheep
chicken|animal|ab|курица|курка|кокошка|chicken
rooster|animal|ab|петух|півень|петел|rooster
duck|animal|ab|утка|качка|патица|duck
swan|animal|ab|лебедь|лебідь|лебед|swan
owl|animal|ab|сова|сова|сова|owl
eagle|animal|ab|орёл|орел|орел|eagle
parrot|animal|ab|попугай|папуга|папагал|parrot
penguin|animal|ab|пингвин|пінгвін|пингвин|penguin
flamingo|animal|ab|фламинго|фламінго|фламинго|flamingo
peacock|animal|ab|павлин|павич|паун|peacock
dove|animal|ab|голубь|голуб|гълъб|dove
frog|animal|a|лягушка|жаба|жаба|frog
turtle|animal|ab|черепаха|черепаха|костенурка|turtle
crocodile|animal|ab|крокодил|крокодил|крокодил|crocodile
lizard|animal|a|ящерица|ящірка|гущер|lizard
snake|animal|ab|змея|змія|змия|snake
fish|animal|a|рыба|риба|риба|fish
dolphin|animal|ab|дельфин|дельфін|делфин|dolphin
whale|animal|ab|кит|кит|кит|whale
shark|animal|ab|акула|акула|акула|shark
octopus|animal|ab|осьминог|восьминіг|октопод|octopus
crab|animal|a|краб|краб|рак|crab
lobster|animal|ab|омар|омар|омар|lobster
snail|animal|a|улитка|равлик|охлюв|snail
butterfly|animal|a|бабочка|метелик|пеперуда|butterfly
honeybee|animal|a|пчела|бджола|пчела|bee
lady-beetle|animal|a|божья коровка|сонечко|калинка|ladybird
ant|animal|a|муравей|мураха|мравка|ant
spider|animal|a|паук|павук|паяк|spider
hedgehog|animal|a|ёж|їжак|таралеж|hedgehog
chipmunk|animal|a|бурундук|бурундук|бурундук|chipmunk
raccoon|animal|ab|енот|єнот|енот|raccoon
sloth|animal|ab|ленивец|лінивець|ленивец|sloth
otter|animal|ab|выдра|видра|видра|otter
beaver|animal|ab|бобр|бобер|бобър|beaver
wolf|animal|ab|волк|вовк|вълк|wolf
seal|animal|ab|тюлень|тюлень|тюлен|seal
jellyfish|animal|a|медуза|медуза|медуза|jellyfish
turkey|animal|ab|индюк|індик|пуйка|turkey
worm|animal|a|червяк|черв'як|червей|worm
mosquito|animal|a|комар|комар|комар|mosquito
fly|animal|a|муха|муха|муха|fly
poodle|animal|ab|пудель|пудель|пудел|poodle
cactus|plant|a|кактус|кактус|кактус|cactus
sunflower|plant|a|подсолнух|соняшник|слънчоглед|sunflower
tulip|plant|a|тюльпан|тюльпан|лале|tulip
rose|plant|a|роза|троянда|роза|rose
hibiscus|plant|a|гибискус|гібіскус|хибискус|hibiscus
cherry-blossom|plant|a|сакура|сакура|сакура|cherry blossom
four-leaf-clover|plant|a|клевер|конюшина|детелина|clover
maple-leaf|plant||клён|клен|клен|maple leaf
palm-tree|plant|ab|пальма|пальма|палма|palm tree
evergreen-tree|plant|ab|ёлка|ялина|ела|fir tree
deciduous-tree|plant|ab|дерево|дерево|дърво|tree
seedling|plant|a|росток|паросток|кълн|seedling
mushroom|plant|a|мухомор|мухомор|мухоморка|toadstool
bouquet|plant|b|букет|букет|букет|bouquet
lotus|plant|a|лотос|лотос|лотос|lotus
hyacinth|plant|a|гиацинт|гіацинт|зюмбюл|hyacinth
t-shirt|clothing|wb|футболка|футболка|тениска|T-shirt
jeans|clothing|wb|джинсы|джинси|дънки|jeans
dress|clothing|wb|платье|сукня|рокля|dress
coat|clothing|wb|пальто|пальто|палто|coat
scarf|clothing|wb|шарф|шарф|шал|scarf
gloves|clothing|w|перчатки|рукавички|ръкавици|gloves
socks|clothing|w|носки|шкарпетки|чорапи|socks
necktie|clothing|wb|галстук|краватка|вратовръзка|necktie
top-hat|clothing|wb|цилиндр|циліндр|цилиндър|top hat
billed-cap|clothing|wb|кепка|кепка|шапка|cap
crown|clothing|wb|корона|корона|корона|crown
glasses|clothing|w|очки|окуляри|очила|glasses
running-shoe|clothing|wb|кроссовка|кросівка|маратонка|sneaker
high-heeled-shoe|clothing|wb|туфля|туфля|обувка|high heel
hiking-boot|clothing|wb|ботинок|черевик|боти|boot
thong-sandal|clothing|wb|шлёпанец|шльопанець|джапанка|flip-flop
bikini|clothing|w|бикини|бікіні|бикини|bikini
one-piece-swimsuit|clothing|wb|купальник|купальник|бански|swimsuit
shorts|clothing|wb|шорты|шорти|шорти|shorts
briefs|clothing|w|трусы|труси|гащи|briefs
kimono|clothing|wb|кимоно|кімоно|кимоно|kimono
sari|clothing|wb|сари|сарі|сари|sari
lab-coat|clothing|wb|халат|халат|престилка|lab coat
safety-vest|clothing|wb|жилет|жилет|жилетка|vest
purse|clothing|w|кошелёк|гаманець|портмоне|purse
handbag|clothing|wb|сумка|сумка|чанта|handbag
clutch-bag|clothing|w|клатч|клатч|клъч|clutch bag
backpack|clothing|wb|рюкзак|рюкзак|раница|backpack
ring|clothing|w|кольцо|каблучка|пръстен|ring
lipstick|clothing||помада|помада|червило|lipstick
military-helmet|clothing|wb|каска|каска|каска|helmet
running-shirt|clothing|wb|майка|майка|потник|tank top
chair|household|b|стул|стілець|стол|chair
bed|household|b|кровать|ліжко|легло|bed
couch-and-lamp|household|b|диван|диван|диван|sofa
bathtub|household|b|ванна|ванна|вана|bathtub
toilet|household|b|унитаз|унітаз|тоалетна|toilet
door|household|b|дверь|двері|врата|door
window|household|b|окно|вікно|прозорец|window
mirror|household|b|зеркало|дзеркало|огледало|mirror
candle|household||свеча|свічка|свещ|candle
teapot|household|b|чайник|чайник|чайник|teapot
spoon|household||ложка|ложка|лъжица|spoon
broom|household|b|метла|мітла|метла|broom
basket|household|b|корзина|кошик|кошница|basket
bucket|household|b|ведро|відро|кофа|bucket
soap|household||мыло|мило|сапун|soap
toothbrush|household||щётка|щітка|четка за зъби|toothbrush
lotion-bottle|household||лосьон|лосьйон|лосион|lotion
plunger|household|b|вантуз|вантуз|бутало|plunger
wastebasket|household|b|мусорка|смітник|кошче|wastebasket
framed-picture|household|b|картина|картина|картина|painting
key|household||ключ|ключ|ключ|key
locked|household||замок|замок|катинар|padlock
umbrella|household|b|зонт|парасолька|чадър|umbrella
luggage|household|b|чемодан|валіза|куфар|suitcase
package|household|b|посылка|посилка|колет|parcel
wrapped-gift|household|b|подарок|подарунок|подарък|gift
light-bulb|household|e|лампочка|лампочка|крушка|light bulb
shower|household|b|душ|душ|душ|shower
sewing-needle|household||иголка|голка|игла|needle
thread|household||нитки|нитки|конец|thread
yarn|household||пряжа|пряжа|прежда|yarn
alarm-clock|household|e|будильник|будильник|будилник|alarm clock
hammer|tool|b|молоток|молоток|чук|hammer
screwdriver|tool|b|отвёртка|викрутка|отвертка|screwdriver
axe|tool|b|топор|сокира|брадва|axe
carpentry-saw|tool|b|пила|пилка|трион|saw
pick|tool|b|кирка|кайло|кирка|pickaxe
ladder|tool|b|лестница|драбина|стълба|ladder
nut-and-bolt|tool||болт|болт|болт|bolt
gear|tool||шестерёнка|шестерня|зъбчатка|gear
clamp|tool||струбцина|струбцина|стяга|clamp
magnifying-glass-tilted-left|tool||лупа|лупа|лупа|magnifying glass
flashlight|tool|e|фонарик|ліхтарик|фенерче|flashlight
battery|tool|e|батарейка|батарейка|батерия|battery
electric-plug|tool|e|вилка|штепсель|щепсел|plug
fire-extinguisher|tool|b|огнетушитель|вогнегасник|пожарогасител|fire extinguisher
compass|tool||компас|компас|компас|compass
hook|tool||крючок|гачок|кука|hook
chains|tool|b|цепь|ланцюг|верига|chain
fishing-pole|tool|b|удочка|вудка|въдица|fishing rod
scissors|tool||ножницы|ножиці|ножица|scissors
kitchen-knife|tool|b|нож|ніж|нож|knife
anchor|tool|b|якорь|якір|котва|anchor
paintbrush|tool||кисть|пензель|четка|paintbrush
straight-ruler|office|b|линейка|лінійка|линийка|ruler
pencil|office||карандаш|олівець|молив|pencil
pen|office||ручка|ручка|химикалка|pen
paperclip|office||скрепка|скріпка|кламер|paperclip
pushpin|office||кнопка|кнопка|кабарче|pushpin
calendar|office||календарь|календар|календар|calendar
closed-book|office|b|книга|книга|книга|book
notebook|office|b|тетрадь|зошит|тетрадка|notebook
envelope|office|b|конверт|конверт|плик|envelope
briefcase|office|b|портфель|портфель|куфарче|briefcase
laptop|office|eb|ноутбук|ноутбук|лаптоп|laptop
desktop-computer|office|eb|компьютер|комп'ютер|компютър|computer
keyboard|office|eb|клавиатура|клавіатура|клавиатура|computer keyboard
printer|office|eb|принтер|принтер|принтер|printer
mobile-phone|office|e|телефон|телефон|телефон|phone
television|office|eb|телевизор|телевізор|телевизор|television
radio|office|eb|радио|радіо|радио|radio
camera|office|e|фотоаппарат|фотоапарат|фотоапарат|camera
video-camera|office|e|видеокамера|відеокамера|видеокамера|video camera
floppy-disk|office||дискета|дискета|дискета|floppy disk
watch|clothing|we|часы|годинник|часовник|watch
stopwatch|office||секундомер|секундомір|хронометър|stopwatch
coin|office||монета|монета|монета|coin
credit-card|office||кредитка|кредитка|кредитна карта|credit card
scroll|office||свиток|сувій|свитък|scroll
newspaper|office|b|газета|газета|вестник|newspaper
label|office||ярлык|ярлик|етикет|label
automobile|vehicle|b|машина|машина|кола|car
taxi|vehicle|b|такси|таксі|такси|taxi
bus|vehicle|b|автобус|автобус|автобус|bus
ambulance|vehicle|b|скорая|швидка|линейка|ambulance
racing-car|vehicle|b|болид|болід|болид|racing car
pickup-truck|vehicle|b|пикап|пікап|пикап|pickup truck
delivery-truck|vehicle|b|грузовик|вантажівка|камион|truck
tractor|vehicle|b|трактор|трактор|трактор|tractor
bicycle|vehicle|b|велосипед|велосипед|велосипед|bicycle
motorcycle|vehicle|b|мотоцикл|мотоцикл|мотоциклет|motorcycle
motor-scooter|vehicle|b|мотороллер|моторолер|скутер|scooter
kick-scooter|vehicle|b|самокат|самокат|тротинетка|kick scooter
airplane|vehicle|b|самолёт|літак|самолет|airplane
helicopter|vehicle|b|вертолёт|гелікоптер|хеликоптер|helicopter
rocket|vehicle|b|ракета|ракета|ракета|rocket
sailboat|vehicle|b|парусник|вітрильник|платноходка|sailboat
canoe|vehicle|b|каноэ|каное|кану|canoe
ship|vehicle|b|корабль|корабель|кораб|ship
speedboat|vehicle|b|катер|катер|моторница|speedboat
locomotive|vehicle|b|паровоз|паротяг|локомотив|locomotive
tram|vehicle|b|трамвай|трамвай|трамвай|tram
parachute|vehicle|b|парашют|парашут|парашут|parachute
sled|vehicle|b|санки|санки|шейна|sled
fuel-pump|vehicle|b|бензоколонка|бензоколонка|бензиноколонка|fuel pump
flying-saucer|vehicle|b|НЛО|НЛО|НЛО|UFO
guitar|music|b|гитара|гітара|китара|guitar
violin|music|b|скрипка|скрипка|цигулка|violin
trumpet|music|b|труба|труба|тромпет|trumpet
saxophone|music|b|саксофон|саксофон|саксофон|saxophone
drum|music|b|барабан|барабан|барабан|drum
accordion|music|b|аккордеон|акордеон|акордеон|accordion
banjo|music|b|банджо|банджо|банджо|banjo
flute|music|b|флейта|флейта|флейта|flute
maracas|music||маракасы|маракаси|маракаси|maracas
microphone|music|e|микрофон|мікрофон|микрофон|microphone
headphone|music|we|наушники|навушники|слушалки|headphones
musical-keyboard|music|eb|синтезатор|синтезатор|синтезатор|piano keyboard
bell|music|b|колокол|дзвін|камбана|bell
loudspeaker|music|e|громкоговоритель|гучномовець|високоговорител|loudspeaker
megaphone|music|eb|мегафон|мегафон|мегафон|megaphone
musical-note|music||нота|нота|нота|musical note
postal-horn|music|b|рожок|ріжок|рог|post horn
soccer-ball|sport|b|мяч|м'яч|топка|football
basketball|sport|b|баскетбольный мяч|баскетбольний м'яч|баскетболна топка|basketball
baseball|sport||бейсбольный мяч|бейсбольний м'яч|бейзболна топка|baseball
tennis|sport||теннисный мяч|тенісний м'яч|тенис топка|tennis ball
volleyball|sport|b|волейбольный мяч|волейбольний м'яч|волейболна топка|volleyball
rugby-football|sport|b|мяч для регби|м'яч для регбі|топка за ръгби|rugby ball
bowling|sport|b|кегли|кеглі|кегли|bowling pins
ping-pong|sport||ракетка|ракетка|хилка|ping-pong paddle
badminton|sport||волан|волан|перце|shuttlecock
boxing-glove|sport|wb|боксёрская перчатка|боксерська рукавиця|боксова ръкавица|boxing glove
ice-skate|sport|wb|конёк|ковзан|кънка|ice skate
skis|sport|b|лыжи|лижі|ски|skis
roller-skate|sport|wb|ролик|ролик|ролер|roller skate
skateboard|sport|b|скейтборд|скейтборд|скейтборд|skateboard
trophy|sport|b|кубок|кубок|купа|trophy
sports-medal|sport|w|медаль|медаль|медал|medal
goal-net|sport|b|ворота|ворота|врата|goal
flying-disc|sport|b|фрисби|фрісбі|фризби|frisbee
bullseye|sport|b|мишень|мішень|мишена|target
bow-and-arrow|sport|b|лук со стрелой|лук зі стрілою|лък и стрела|bow and arrow
teddy-bear|toy|b|плюшевый мишка|ведмедик|мече|teddy bear
balloon|toy|b|шарик|кулька|балон|balloon
kite|toy|b|воздушный змей|повітряний змій|хвърчило|kite
yo-yo|toy||йо-йо|йо-йо|йо-йо|yo-yo
puzzle-piece|toy||пазл|пазл|пъзел|puzzle piece
game-die|toy||кубик|кубик|зар|die
nesting-dolls|toy|b|матрёшка|матрьошка|матрьошка|nesting doll
robot|toy|eb|робот|робот|робот|robot
chess-pawn|toy||пешка|пішак|пешка|pawn
pool-8-ball|toy||бильярдный шар|більярдна куля|билярдна топка|pool ball
magic-wand|toy||волшебная палочка|чарівна паличка|вълшебна пръчка|magic wand
crystal-ball|toy||хрустальный шар|кришталева куля|кристална топка|crystal ball
piata|toy|b|пиньята|піньята|пинята|piñata
carousel-horse|toy|b|лошадка|конячка|конче|carousel horse
party-popper|toy||хлопушка|хлопавка|пукалка|party popper
firecracker|toy||петарда|петарда|бомбичка|firecracker
joystick|toy|e|джойстик|джойстик|джойстик|joystick
video-game|toy|e|геймпад|геймпад|геймпад|gamepad
ghost|creature|b|привидение|привид|призрак|ghost
alien|creature|ab|инопланетянин|прибулець|извънземно|alien
dragon|creature|ab|дракон|дракон|дракон|dragon
unicorn|creature|ab|единорог|єдиноріг|еднорог|unicorn
t-rex|creature|ab|тираннозавр|тиранозавр|тиранозавър|T. rex
sauropod|creature|ab|диплодок|диплодок|диплодок|sauropod
mammoth|creature|ab|мамонт|мамонт|мамут|mammoth
skull|creature|b|череп|череп|череп|skull
ogre|creature|ab|огр|огр|огър|ogre
goblin|creature|ab|гоблин|гоблін|гоблин|goblin
pile-of-poo|creature||какашка|какашка|лайно|poo
moai|creature|b|моаи|моаї|моаи|moai
amphora|creature|b|амфора|амфора|амфора|amphora
coffin|creature|b|гроб|труна|ковчег|coffin
funeral-urn|creature|b|урна|урна|урна|urn
headstone|creature|b|надгробие|надгробок|надгробна плоча|headstone
bone|creature|b|кость|кістка|кост|bone
spider-web|creature|b|паутина|павутина|паяжина|cobweb
crossed-swords|creature|b|мечи|мечі|мечове|swords
dagger|creature|b|кинжал|кинджал|кама|dagger
shield|creature|b|щит|щит|щит|shield
bomb|creature|b|бомба|бомба|бомба|bomb
jack-o-lantern|creature|b|тыква|гарбуз|тиква|pumpkin lantern
dna|science||ДНК|ДНК|ДНК|DNA
microscope|science|b|микроскоп|мікроскоп|микроскоп|microscope
telescope|science|b|телескоп|телескоп|телескоп|telescope
test-tube|science||пробирка|пробірка|епруветка|test tube
alembic|science|b|колба|колба|колба|flask
magnet|science||магнит|магніт|магнит|magnet
abacus|science|b|счёты|рахівниця|сметало|abacus
satellite|science|eb|спутник|супутник|сателит|satellite
globe-showing-europe-africa|science|b|глобус|глобус|глобус|globe
world-map|science|b|карта|карта|карта|map
pill|science||таблетка|пігулка|хапче|pill
syringe|science||шприц|шприц|спринцовка|syringe
stethoscope|science|w|стетоскоп|стетоскоп|стетоскоп|stethoscope
thermometer|science||градусник|термометр|термометър|thermometer
adhesive-bandage|science||пластырь|пластир|лепенка|sticking plaster
brain|science|a|мозг|мозок|мозък|brain
tooth|science||зуб|зуб|зъб|tooth
sun|nature|b|солнце|сонце|слънце|sun
crescent-moon|nature|b|месяц|місяць|полумесец|crescent moon
star|nature|b|звезда|зірка|звезда|star
cloud|nature|b|облако|хмара|облак|cloud
rainbow|nature|b|радуга|веселка|дъга|rainbow
snowflake|nature||снежинка|сніжинка|снежинка|snowflake
droplet|nature||капля|крапля|капка|droplet
high-voltage|nature|b|молния|блискавка|мълния|lightning
comet|nature|b|комета|комета|комета|comet
ringed-planet|nature|b|планета|планета|планета|planet
rock|nature|b|камень|камінь|камък|rock
wood|nature|b|брёвна|колоди|трупи|logs
mountain|nature|b|гора|гора|планина|mountain
fire|nature|b|огонь|вогонь|огън|fire
volcano|nature|b|вулкан|вулкан|вулкан|volcano
ice|nature||лёд|лід|лед|ice
fallen-leaf|nature||лист|лист|листо|leaf
feather|nature||перо|перо|перо|feather
spiral-shell|nature||ракушка|мушля|мида|seashell
nest-with-eggs|nature|b|гнездо|гніздо|гнездо|nest
love-letter|household||письмо|лист|любовно писмо|love letter
ribbon|clothing||бант|бант|панделка|ribbon
clinking-glasses|food|f|бокалы|келихи|чаши|toast
gem-stone|clothing||алмаз|діамант|диамант|gem
`;

const TRAITS = { a: 'alive', f: 'food', b: 'big', w: 'worn', e: 'electric' };

// ---- the outline: the box the drawing covers, from its path data and basic shapes ----

/** Extends `box` by every point a path's commands pass through or pull towards (control points: a superset of the curve). */
function pathBox(d, box) {
  let i = 0;
  const n = d.length;
  const skip = () => {
    while (i < n && /[\s,]/.test(d[i])) i++;
  };
  const num = () => {
    skip();
    const m = /^[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/.exec(d.slice(i));
    if (m === null) return null;
    i += m[0].length;
    return Number(m[0]);
  };
  const flag = () => {
    skip();
    const c = d[i++];
    return c === '1' ? 1 : 0;
  };
  let x = 0, y = 0, sx = 0, sy = 0, cmd = '';
  const add = (px, py) => {
    box[0] = Math.min(box[0], px);
    box[1] = Math.min(box[1], py);
    box[2] = Math.max(box[2], px);
    box[3] = Math.max(box[3], py);
  };
  while (true) {
    skip();
    if (i >= n) break;
    if (/[a-zA-Z]/.test(d[i])) cmd = d[i++];
    const rel = cmd === cmd.toLowerCase();
    const ox = rel ? x : 0, oy = rel ? y : 0;
    switch (cmd.toUpperCase()) {
      case 'Z':
        x = sx;
        y = sy;
        continue;
      case 'M':
      case 'L':
      case 'T': {
        const a = num(), b = num();
        if (a === null || b === null) return;
        x = ox + a;
        y = oy + b;
        if (cmd.toUpperCase() === 'M') {
          sx = x;
          sy = y;
          cmd = rel ? 'l' : 'L';
        }
        add(x, y);
        break;
      }
      case 'H': {
        const a = num();
        if (a === null) return;
        x = ox + a;
        add(x, y);
        break;
      }
      case 'V': {
        const a = num();
        if (a === null) return;
        y = oy + a;
        add(x, y);
        break;
      }
      case 'C': {
        const v = [num(), num(), num(), num(), num(), num()];
        if (v.includes(null)) return;
        add(ox + v[0], oy + v[1]);
        add(ox + v[2], oy + v[3]);
        x = ox + v[4];
        y = oy + v[5];
        add(x, y);
        break;
      }
      case 'S':
      case 'Q': {
        const v = [num(), num(), num(), num()];
        if (v.includes(null)) return;
        add(ox + v[0], oy + v[1]);
        x = ox + v[2];
        y = oy + v[3];
        add(x, y);
        break;
      }
      case 'A': {
        const rx = num(), ry = num(), rot = num();
        if (rx === null || ry === null || rot === null) return;
        const large = flag();
        flag();
        const a = num(), b = num();
        if (a === null || b === null) return;
        const nx = ox + a, ny = oy + b;
        // A minor arc bulges beyond its chord by its sagitta; a major one by at most its diameter
        // (the radius grows to half the chord when the given one is too small, as SVG does).
        const c = Math.hypot(nx - x, ny - y);
        const r = Math.max(Math.abs(rx), Math.abs(ry), c / 2);
        const e = large === 1 ? 2 * r : r - Math.sqrt(Math.max(0, r * r - (c * c) / 4));
        add(Math.min(x, nx) - e, Math.min(y, ny) - e);
        add(Math.max(x, nx) + e, Math.max(y, ny) + e);
        x = nx;
        y = ny;
        add(x, y);
        break;
      }
      default:
        return;
    }
  }
}

const attr = (tag, name) => {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(tag);
  return m === null ? null : m[1];
};

/** Each drawn element of an icon body: its box and its fill colour (a gradient counts as its first stop). */
function shapes(body) {
  const gradients = new Map();
  for (const m of body.matchAll(/<(?:linear|radial)Gradient[^>]*id="([^"]+)"[^>]*>([\s\S]*?)<\/(?:linear|radial)Gradient>/g)) {
    const stop = /stop-color="([^"]+)"/.exec(m[2]);
    if (stop !== null) gradients.set(m[1], stop[1]);
  }
  const out = [];
  const defs = body.replace(/<defs>[\s\S]*?<\/defs>/g, '').replace(
    /<(?:linear|radial)Gradient[\s\S]*?<\/(?:linear|radial)Gradient>/g,
    '',
  );
  for (const m of defs.matchAll(/<(path|circle|ellipse|rect)\b[^>]*>/g)) {
    const tag = m[0];
    const box = [Infinity, Infinity, -Infinity, -Infinity];
    if (m[1] === 'path') pathBox(attr(tag, 'd') ?? '', box);
    else if (m[1] === 'rect') {
      const x = Number(attr(tag, 'x') ?? 0), y = Number(attr(tag, 'y') ?? 0);
      box.splice(0, 4, x, y, x + Number(attr(tag, 'width') ?? 0), y + Number(attr(tag, 'height') ?? 0));
    } else {
      const cx = Number(attr(tag, 'cx') ?? 0), cy = Number(attr(tag, 'cy') ?? 0);
      const rx = Number(attr(tag, 'r') ?? attr(tag, 'rx') ?? 0), ry = Number(attr(tag, 'r') ?? attr(tag, 'ry') ?? 0);
      box.splice(0, 4, cx - rx, cy - ry, cx + rx, cy + ry);
    }
    if (!Number.isFinite(box[0])) continue;
    let fill = attr(tag, 'fill');
    const url = fill === null ? null : /^url\(#([^)]+)\)$/.exec(fill);
    if (url !== null) fill = gradients.get(url[1]) ?? null;
    out.push({ box, fill });
  }
  return out;
}

function rgb(hex) {
  let h = hex.replace('#', '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  if (!/^[0-9a-f]{6}$/i.test(h)) return null;
  return [0, 2, 4].map((k) => parseInt(h.slice(k, k + 2), 16) / 255);
}

/** A colour's family by hue, saturation and lightness, in the words a Yes–No question uses. */
function family(hex) {
  const c = rgb(hex);
  if (c === null) return null;
  const [r, g, b] = c;
  const max = Math.max(r, g, b), min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const s = max === min ? 0 : (max - min) / (1 - Math.abs(2 * l - 1));
  let h = 0;
  if (max !== min) {
    if (max === r) h = ((g - b) / (max - min)) % 6;
    else if (max === g) h = (b - r) / (max - min) + 2;
    else h = (r - g) / (max - min) + 4;
    h = (h * 60 + 360) % 360;
  }
  if (l < 0.16) return 'black';
  if (s < 0.18) return l > 0.82 ? 'white' : l < 0.3 ? 'black' : 'grey';
  if (l > 0.9) return 'white';
  if (h >= 10 && h < 50 && (l < 0.38 || (s < 0.55 && l < 0.6))) return 'brown';
  if (h < 12 || h >= 340) return l > 0.75 ? 'pink' : 'red';
  if (h < 40) return 'orange';
  if (h < 68) return 'yellow';
  if (h < 165) return 'green';
  if (h < 255) return 'blue';
  if (h < 290) return 'purple';
  return 'pink';
}

const round = (v) => Math.round(v * 10) / 10;

function measure(icon) {
  const data = icons.icons[icon];
  if (data === undefined) throw new Error(`${SET} has no icon "${icon}"`);
  const found = shapes(data.body);
  if (found.length === 0) throw new Error(`icon "${icon}": no shape measured`);
  const box = [Infinity, Infinity, -Infinity, -Infinity];
  const weight = new Map();
  for (const s of found) {
    box[0] = Math.min(box[0], s.box[0]);
    box[1] = Math.min(box[1], s.box[1]);
    box[2] = Math.max(box[2], s.box[2]);
    box[3] = Math.max(box[3], s.box[3]);
    const f = s.fill === null ? null : family(s.fill);
    if (f === null) continue;
    const area = Math.max(0, s.box[2] - s.box[0]) * Math.max(0, s.box[3] - s.box[1]);
    weight.set(f, (weight.get(f) ?? 0) + area);
  }
  const clamp = (v) => Math.min(32, Math.max(0, v));
  const colour = [...weight.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0] ?? 'grey';
  return { box: box.map((v) => round(clamp(v))), colour };
}

const quote = (s) => `'${s.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function generate() {
  const rows = TABLE.trim().split('\n').map((line) => line.split('|'));
  const seen = new Set();
  const lines = rows.map((row) => {
    if (row.length !== 7) throw new Error(`bad row: ${row.join('|')}`);
    const [icon, category, traits, ru, uk, bg, en] = row;
    if (seen.has(icon)) throw new Error(`icon ${icon} twice`);
    seen.add(icon);
    const { box, colour } = measure(icon);
    const t = [...traits].map((c) => {
      if (!(c in TRAITS)) throw new Error(`icon ${icon}: unknown trait ${c}`);
      return quote(TRAITS[c]);
    });
    return `  { icon: ${quote(icon)}, category: ${quote(category)}, colour: ${quote(colour)}, traits: [${t.join(', ')}], ` +
      `words: { ru: ${quote(ru)}, uk: ${quote(uk)}, bg: ${quote(bg)}, en: ${quote(en)} }, box: [${box.join(', ')}] },`;
  });
  return [
    '/**',
    ` * Shtuka's items, generated by scripts/shtuka-catalogue.mjs from ${SET} ${version} (Fluent Emoji`,
    ' * Flat, © Microsoft, MIT licence): do not edit by hand. `box` is the outline a click is judged',
    " * against: the box [x0, y0, x1, y1] the drawing covers in the icon's 32×32 view box; `colour` is the",
    ' * family of the fill covering the most of it.',
    ' */',
    "import type { CatalogueItem } from './vocabulary.ts';",
    '',
    `export const ICON_SET = ${quote(SET.replace('@iconify-json/', ''))};`,
    `export const ICON_SET_VERSION = ${quote(version)};`,
    '',
    'export const CATALOGUE: readonly CatalogueItem[] = [',
    ...lines,
    '];',
    '',
  ].join('\n');
}

// Formatted as the repository formats every file, so `dprint check` and `--check` agree.
const text = execFileSync(join(root, 'node_modules/.bin/dprint'), ['fmt', '--stdin', OUT], {
  cwd: root,
  input: generate(),
  encoding: 'utf8',
});
if (process.argv.includes('--check')) {
  if (readFileSync(OUT, 'utf8') !== text) {
    console.error(`${OUT} is stale: run node scripts/shtuka-catalogue.mjs`);
    process.exit(1);
  }
} else {
  writeFileSync(OUT, text);
  console.log(`wrote ${text.split('\n').length} lines to ${OUT}`);
}
